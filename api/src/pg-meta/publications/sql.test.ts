import { describe, expect, it } from 'vitest';
import {
  alterPublication,
  createPublication,
  dropPublication,
  findTable,
  type Publication,
} from './sql.js';

const all = {
  publish_insert: true,
  publish_update: true,
  publish_delete: true,
  publish_truncate: true,
};
const current: Publication = { id: 1, name: 'p"x', owner: 'postgres', ...all, tables: [] };

describe('publication SQL', () => {
  it('creates for all tables, some tables, or none', () => {
    expect(createPublication('p', all, null)).toBe(
      `CREATE PUBLICATION "p" FOR ALL TABLES WITH (publish = 'insert, update, delete, truncate')`,
    );
    expect(
      createPublication('p"; --', { ...all, publish_delete: false, publish_truncate: false }, [
        { schema: 'public', name: 'a"b' },
        { schema: 's', name: 't' },
      ]),
    ).toBe(
      `CREATE PUBLICATION "p""; --" FOR TABLE "public"."a""b", "s"."t" WITH (publish = 'insert, update')`,
    );
    expect(createPublication('p', all)).toBe(
      `CREATE PUBLICATION "p" WITH (publish = 'insert, update, delete, truncate')`,
    );
  });

  it('looks tables up with bound values', () => {
    const query = findTable({ schema: "x'; --", name: 't' });
    expect(query.text).not.toContain("x'");
    expect(query.values).toEqual(["x'; --", 't']);
  });

  it('alters only what changed, renaming last', () => {
    expect(alterPublication(current, { name: current.name })).toEqual([]);
    expect(
      alterPublication(current, {
        publish_truncate: false,
        add: [{ schema: 's', name: 'a' }],
        drop: [{ schema: 's', name: 'b' }],
        name: 'q',
      }),
    ).toEqual([
      `ALTER PUBLICATION "p""x" SET (publish = 'insert, update, delete')`,
      'ALTER PUBLICATION "p""x" ADD TABLE "s"."a"',
      'ALTER PUBLICATION "p""x" DROP TABLE "s"."b"',
      'ALTER PUBLICATION "p""x" RENAME TO "q"',
    ]);
  });

  it('drops by quoted name', () => {
    expect(dropPublication('a"b')).toBe('DROP PUBLICATION "a""b"');
  });
});
