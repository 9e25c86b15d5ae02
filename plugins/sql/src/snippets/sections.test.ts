import { describe, expect, it } from 'vitest';
import { bySection } from './sections.js';

const snippet = (id: string, visibility: 'user' | 'project', favorite = false) => ({
  id,
  visibility,
  content: { favorite },
});

describe('bySection', () => {
  it('lists shared snippets under Project, own ones under Personal, starred ones in Favorites too', () => {
    const sections = bySection([
      snippet('a', 'project', true),
      snippet('b', 'user'),
      snippet('c', 'user', true),
      snippet('d', 'project'),
    ]);
    expect(sections.Favorites.map((s) => s.id)).toEqual(['a', 'c']);
    expect(sections.Project.map((s) => s.id)).toEqual(['a', 'd']);
    expect(sections.Personal.map((s) => s.id)).toEqual(['b', 'c']);
  });
});
