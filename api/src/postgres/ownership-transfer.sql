-- One ALTER ... OWNER statement for each object in a user schema (public, and any schema not
-- Postgres's own) that the connected superuser owns: schemas, tables, views, materialized views,
-- foreign tables, sequences of their own, routines and standalone types. Objects of an extension
-- stay with it, and so do sequences that belong to a column (they follow their table). Run with
-- search_path = pg_catalog, so every name comes out schema-qualified and quoted. $1: the new owner.
WITH me AS (
  SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user
), user_schemas AS (
  SELECT n.oid, n.nspname, n.nspowner
    FROM pg_catalog.pg_namespace n
   WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
     AND n.nspname NOT LIKE 'pg\_temp\_%' AND n.nspname NOT LIKE 'pg\_toast\_temp\_%'
     AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                      WHERE d.classid = 'pg_catalog.pg_namespace'::pg_catalog.regclass
                        AND d.objid = n.oid AND d.deptype = 'e')
), extension_members AS (
  SELECT d.classid, d.objid FROM pg_catalog.pg_depend d WHERE d.deptype = 'e'
)
SELECT pg_catalog.format('ALTER SCHEMA %I OWNER TO %I', s.nspname, $1::text) AS statement
  FROM user_schemas s
 WHERE s.nspowner = (SELECT oid FROM me)
    OR (s.nspname = 'public' AND s.nspowner = 'pg_database_owner'::pg_catalog.regrole)
UNION ALL
SELECT pg_catalog.format('ALTER %s %s OWNER TO %I',
         CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                        WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
         c.oid::pg_catalog.regclass, $1::text)
  FROM pg_catalog.pg_class c JOIN user_schemas s ON s.oid = c.relnamespace
 WHERE c.relowner = (SELECT oid FROM me)
   AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
   AND NOT EXISTS (SELECT 1 FROM extension_members e
                    WHERE e.classid = 'pg_catalog.pg_class'::pg_catalog.regclass AND e.objid = c.oid)
   AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass
                      AND d.objid = c.oid AND c.relkind = 'S' AND d.deptype IN ('a', 'i'))
UNION ALL
SELECT pg_catalog.format('ALTER %s %s OWNER TO %I',
         CASE p.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END,
         p.oid::pg_catalog.regprocedure, $1::text)
  FROM pg_catalog.pg_proc p JOIN user_schemas s ON s.oid = p.pronamespace
 WHERE p.proowner = (SELECT oid FROM me)
   AND NOT EXISTS (SELECT 1 FROM extension_members e
                    WHERE e.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND e.objid = p.oid)
UNION ALL
SELECT pg_catalog.format('ALTER %s %s OWNER TO %I',
         CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END,
         t.oid::pg_catalog.regtype, $1::text)
  FROM pg_catalog.pg_type t JOIN user_schemas s ON s.oid = t.typnamespace
 WHERE t.typowner = (SELECT oid FROM me)
   AND (t.typtype IN ('d', 'e', 'r')
        OR (t.typtype = 'c' AND (SELECT c.relkind FROM pg_catalog.pg_class c
                                  WHERE c.oid = t.typrelid) = 'c'))
   AND NOT EXISTS (SELECT 1 FROM extension_members e
                    WHERE e.classid = 'pg_catalog.pg_type'::pg_catalog.regclass AND e.objid = t.oid)
