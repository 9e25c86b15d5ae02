import { quoteIdent } from '../../sql/quote.js';

/** A grantee for GRANT or REVOKE: the PUBLIC keyword, or a quoted role name. */
export const granteeSql = (grantee: string) =>
  grantee.toUpperCase() === 'PUBLIC' ? 'PUBLIC' : quoteIdent(grantee);

/** One ACL's grants as `[{ grantor, grantee, privilege_type, is_grantable }]` JSON. */
export const aclJson = (acl: string) => `COALESCE((
  SELECT json_agg(json_build_object(
           'grantor', pg_get_userbyid(x.grantor),
           'grantee', CASE WHEN x.grantee = 0 THEN 'PUBLIC' ELSE pg_get_userbyid(x.grantee) END,
           'privilege_type', x.privilege_type,
           'is_grantable', x.is_grantable)
         ORDER BY x.grantee, x.privilege_type)
    FROM aclexplode(${acl}) AS x), '[]')`;
