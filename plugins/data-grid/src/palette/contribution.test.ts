import { describe, expect, it } from 'vitest';
import { extensionPoints } from '@atrium/core/plugin-api';
import { PluginRegistry } from '@atrium/core/testing';
import manifest from '../manifest.js';
import { useRelationDestinations } from './use-relation-destinations.js';

describe('the table editor’s contribution to the command palette', () => {
  it('is accepted by core as one destinations heading, loading its hook only on use', async () => {
    const registry = new PluginRegistry([manifest], ['data-grid']);
    const [contribution, ...others] = registry.contributions(extensionPoints.paletteDestinations);
    expect(others).toEqual([]);
    expect(contribution).toMatchObject({ id: 'data-grid/relations', data: { heading: 'Tables' } });
    expect(await contribution!.load!()).toBe(useRelationDestinations);
  });

  it('is gone when the table editor is off', () => {
    const registry = new PluginRegistry([manifest], []);
    expect(registry.contributions(extensionPoints.paletteDestinations)).toEqual([]);
  });
});
