import { describe, expect, it, vi } from 'vitest';
import type { ProjectRegistry } from '../projects/registry.js';
import { projectLookup } from './project-lookup.js';

describe('projectLookup', () => {
  it('resolves refs through the registry and offers nothing else, not even by a cast', async () => {
    const project = { ref: 'p1' };
    const registry = { resolve: vi.fn(async () => project), upsert: vi.fn(), close: vi.fn() };
    const view = projectLookup(registry as unknown as ProjectRegistry);
    expect(await view.resolve('p1')).toBe(project);
    expect(registry.resolve).toHaveBeenCalledWith('p1');
    expect(Object.keys(view)).toEqual(['resolve']);
    expect((view as unknown as Partial<ProjectRegistry>).upsert).toBeUndefined();
    expect(Object.isFrozen(view)).toBe(true);
  });
});
