import type { PgMetaClient, ResponseOf } from '@atrium/core/plugin-api';

/** `POST /policies/test`: what a role sees and could write under the policy being edited. */
export type PolicyTestResult = ResponseOf<PgMetaClient['security']['policies']['test']['$post']>;

/** Whether the role may write one visible row, and the database's reason when it may not. */
export type WriteOutcome = NonNullable<NonNullable<PolicyTestResult['writable']>['insert']>[number];
