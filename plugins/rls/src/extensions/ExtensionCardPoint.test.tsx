import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseExtensionCard } from '@atrium/core/plugin-api';
import { PluginTestHarness } from '@atrium/core/testing';
import { RlsHarness } from '../test/harness.js';
import { stubApi } from '../test/stub-api.js';
import type { Extension } from './extension.js';

afterEach(() => vi.unstubAllGlobals());

const pgTrgm: Extension = {
  name: 'pg_trgm',
  schema: 'extensions',
  default_version: '1.6',
  installed_version: '1.6',
  comment: 'text similarity measurement and index searching based on trigrams',
};

/**
 * The extensions screen draws each extension with core's `DatabaseExtensionCard`, which renders
 * the first contribution to `database.extensionCard@1`: with the rls plugin on, this plugin's card.
 */
describe('the extension card’s extension point', () => {
  it('draws the rls plugin’s card, switch and all, where the point is consumed', async () => {
    stubApi({});
    render(
      <RlsHarness>
        <DatabaseExtensionCard extension={pgTrgm} />
      </RlsHarness>,
    );
    const card = await screen.findByRole('article', { name: 'pg_trgm' });
    expect(within(card).getByRole('switch', { name: 'pg_trgm' })).toHaveProperty('checked', true);
    expect(within(card).getByText('schema: extensions')).toBeTruthy();
  });

  it('shows the name and version alone when no plugin draws the card', () => {
    render(
      <PluginTestHarness pluginId="core" path="/project/p1/database/extensions">
        <DatabaseExtensionCard extension={pgTrgm} />
      </PluginTestHarness>,
    );
    const card = screen.getByRole('article', { name: 'pg_trgm' });
    expect(card.textContent).toBe('pg_trgm1.6');
    expect(within(card).queryByRole('switch')).toBeNull();
  });
});
