import { describe, expect, it } from 'vitest';
import { ownerAuth, sharedUrl } from '../harness/instance-tokens.js';

/** `/query`'s body as sent, before any JSON parser could round a number or merge keys. */
async function answerText(sql: string): Promise<string> {
  const response = await fetch(`${sharedUrl()}/platform/pg-meta/default/query`, {
    method: 'POST',
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    body: JSON.stringify({ query: sql }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('/query keeps json and jsonb exact', () => {
  it('writes a jsonb number past 2^53 with every digit, the value staying an object', async () => {
    const text = await answerText(
      `SELECT '{"big": 12345678901234567890123, "small": 1.5}'::jsonb AS doc`,
    );
    expect(text).toBe('[{"doc":{"big": 12345678901234567890123, "small": 1.5}}]');
    // Still an object to a JSON parser (which may round the number; the text had every digit).
    expect(JSON.parse(text)).toEqual([{ doc: { big: 1.2345678901234568e22, small: 1.5 } }]);
  });

  it('writes json as stored: duplicate keys, spacing and key order kept', async () => {
    const text = await answerText(`SELECT '{"b":1, "a":2,"a":98765432109876543210}'::json AS doc`);
    expect(text).toBe('[{"doc":{"b":1, "a":2,"a":98765432109876543210}}]');
  });

  it('writes json scalars, arrays and NULL as JSON, in arrays of rows', async () => {
    const text = await answerText(
      `SELECT v AS doc FROM (VALUES ('"text"'::jsonb, 1), ('[1, 2]', 2), ('null', 3), (NULL, 4)) AS t(v, n)
       ORDER BY n`,
    );
    expect(text).toBe('[{"doc":"text"},{"doc":[1, 2]},{"doc":null},{"doc":null}]');
  });

  it('keeps jsonb[] and json[] elements exact', async () => {
    const text = await answerText(
      `SELECT ARRAY['{"n": 12345678901234567890}'::jsonb, NULL, 'null'] AS docs,
              ARRAY['{"a":1,"a":2}'::json] AS raw`,
    );
    expect(text).toBe('[{"docs":[{"n": 12345678901234567890},null,null],"raw":[{"a":1,"a":2}]}]');
  });

  it('keeps a domain over jsonb exact too (Postgres describes it as jsonb)', async () => {
    const text = await answerText(
      `CREATE DOMAIN pg_temp.exact_doc AS jsonb;
       SELECT '{"n": 900719925474099312345}'::pg_temp.exact_doc AS doc`,
    );
    expect(text).toBe('[{"doc":{"n": 900719925474099312345}}]');
  });

  it('answers int8 and numeric as strings (as before: no digit lost) and other types as pg reads them', async () => {
    const text = await answerText(
      `SELECT 9007199254740993::int8 AS big, 1.10::numeric AS exact, 42 AS small, true AS yes,
              'x'::text AS word, ARRAY[1, 2] AS list, NULL::int AS nothing`,
    );
    expect(JSON.parse(text)).toEqual([
      {
        big: '9007199254740993',
        exact: '1.10',
        small: 42,
        yes: true,
        word: 'x',
        list: [1, 2],
        nothing: null,
      },
    ]);
  });

  it('names a column given twice once, at its first place with its last value, as before', async () => {
    const text = await answerText(`SELECT 1 AS a, 2 AS b, 3 AS a`);
    expect(text).toBe('[{"a":3,"b":2}]');
  });
});
