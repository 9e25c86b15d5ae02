import type { Table } from '@atrium/core/plugin-api';

/** A foreign key of a table, as the table's detail lists it. */
export type Relationship = Table['relationships'][number];
