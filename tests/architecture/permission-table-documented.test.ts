import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, can, ROLE_GRANTS, ROLES } from '../../api/src/permissions/model.js';

/**
 * docs/architecture/permissions.md MUST show the role table as `ROLE_GRANTS` has it: one row per
 * action and each resource a role names for it, then a row for every other resource.
 */
describe('the documented permission table', () => {
  const doc = readFileSync(
    new URL('../../docs/architecture/permissions.md', import.meta.url),
    'utf8',
  );
  const OTHER = 'a-plugins-own-resource';

  const expected = ACTIONS.flatMap((action) => {
    const named = [
      ...new Set(
        ROLES.flatMap((role) =>
          ROLE_GRANTS[role]
            .filter((grant) => grant.action === action && grant.resource !== '*')
            .map((grant) => grant.resource),
        ),
      ),
    ];
    const rows = [...named.map((resource) => [`\`${resource}\``, resource])];
    rows.push([named.length ? 'any other' : 'every resource', OTHER]);
    return rows.map(([label, probe]) => [
      `\`${action}\``,
      label!,
      ...ROLES.map((role) => (can(ROLE_GRANTS[role], action, probe!) ? 'yes' : 'no')),
    ]);
  });

  const documented = doc
    .split('\n')
    .filter((line) => /^\| `[a-z_:*]+` +\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it('lists every action, resource and role as the code grants them', () => {
    expect(documented).toEqual(expected);
  });
});
