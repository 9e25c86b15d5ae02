import { describe, expect, it } from 'vitest';
import { identifierProblem, qualifiedName, quoteIdent } from './identifiers.js';

describe('quoteIdent', () => {
  it('quotes and doubles embedded double quotes', () => {
    expect(quoteIdent('users')).toBe('"users"');
    expect(quoteIdent('My "Table"')).toBe('"My ""Table"""');
    expect(qualifiedName('public', 'a.b')).toBe('"public"."a.b"');
  });

  it('refuses empty names, NUL and names Postgres would truncate', () => {
    expect(() => quoteIdent('')).toThrow('Name must not be empty');
    expect(() => quoteIdent('  ')).toThrow('Name must not be empty');
    expect(() => quoteIdent('a\0b')).toThrow('NUL');
    expect(quoteIdent('a'.repeat(63))).toHaveLength(65);
    // 32 two-byte characters are 64 bytes: one too many although only 32 characters.
    expect(identifierProblem('é'.repeat(32))).toBe('Name must be at most 63 bytes long');
  });
});
