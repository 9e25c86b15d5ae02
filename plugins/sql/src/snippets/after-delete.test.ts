import { describe, expect, it } from 'vitest';
import { idAfterDelete } from './after-delete.js';

const left = (...ids: string[]) => ids.map((id) => ({ id }));

describe('idAfterDelete', () => {
  it('goes to a new query when none is left', () => {
    expect(idAfterDelete([], 'a', ['a', 'b'])).toBe('new');
    expect(idAfterDelete([], 'new', ['a'])).toBeUndefined();
  });

  it('goes to the first snippet left when the open one was deleted', () => {
    expect(idAfterDelete(left('c', 'd'), 'a', ['a', 'b'])).toBe('c');
  });

  it('stays when the open snippet is still there', () => {
    expect(idAfterDelete(left('a', 'c'), 'a', ['b'])).toBeUndefined();
  });
});
