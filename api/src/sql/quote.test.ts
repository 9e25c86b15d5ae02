import { describe, expect, it } from 'vitest';
import { InvalidIdentifierError, quoteIdent, quoteLiteral } from './quote.js';

describe('quoteIdent', () => {
  it.each([
    ['users', '"users"'],
    ['Mixed Case', '"Mixed Case"'],
    ['a"b', '"a""b"'],
    ['"; DROP TABLE x; --', '"""; DROP TABLE x; --"'],
    ['$$', '"$$"'],
    ['back\\slash', '"back\\slash"'],
    ['żółw', '"żółw"'],
  ])('quotes %j as %s', (name, quoted) => {
    expect(quoteIdent(name)).toBe(quoted);
  });

  it('accepts 63 bytes and rejects 64, counting bytes not characters', () => {
    expect(() => quoteIdent('a'.repeat(63))).not.toThrow();
    expect(() => quoteIdent('a'.repeat(64))).toThrow(InvalidIdentifierError);
    // 32 two-byte characters are 64 bytes: Postgres would truncate them.
    expect(() => quoteIdent('ż'.repeat(32))).toThrow(/at most 63 bytes/);
  });

  it.each(['', '   ', '\t', 'a\0b'])('rejects %j', (name) => {
    expect(() => quoteIdent(name)).toThrow(InvalidIdentifierError);
  });
});

describe('quoteLiteral', () => {
  it.each([
    ['plain', "'plain'"],
    ["it's", "'it''s'"],
    ['a\\b', "E'a\\\\b'"],
    ["\\'; DROP TABLE x; --", "E'\\\\''; DROP TABLE x; --'"],
  ])('quotes %j as %s', (value, quoted) => {
    expect(quoteLiteral(value)).toBe(quoted);
  });

  it('rejects NUL, which Postgres text cannot hold', () => {
    expect(() => quoteLiteral('a\0')).toThrow(InvalidIdentifierError);
  });
});
