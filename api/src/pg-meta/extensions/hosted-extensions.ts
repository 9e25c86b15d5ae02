/**
 * The extensions a hosted project may enable although they need a superuser: Atrium creates them
 * for the project with the projects server's own role, then hands them to the project's role
 * (`privileged-change-sql.ts`), the way hosted platforms let a role that is not a superuser enable
 * them. Only extensions the embedded Postgres 15 ships; those it marks trusted (all but
 * `postgres_fdw` and `pg_stat_statements`) a project's role can already create itself, so for
 * them the list only documents what is offered. Documented in docs/architecture/projects.md.
 */
export const HOSTED_EXTENSIONS = [
  'btree_gin',
  'btree_gist',
  'citext',
  'hstore',
  'pg_stat_statements',
  'pg_trgm',
  'pgcrypto',
  'postgres_fdw',
  'unaccent',
  'uuid-ossp',
] as const;

export type HostedExtension = (typeof HOSTED_EXTENSIONS)[number];

export const isHostedExtension = (name: string): name is HostedExtension =>
  (HOSTED_EXTENSIONS as readonly string[]).includes(name);

/** What a hosted project is told for an extension that needs a superuser and is not listed. */
export const notOfferedMessage = (name: string) =>
  `Extension "${name}" needs a superuser, which a hosted project's role is not, and it is not ` +
  `one Atrium enables for hosted projects (${HOSTED_EXTENSIONS.join(', ')}; or any trusted ` +
  `extension).`;
