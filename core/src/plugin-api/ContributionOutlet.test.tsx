import { render, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../host/services-context.js';
import { PluginTestHarness } from '../testing/PluginTestHarness.js';
import type { PluginContext } from './context.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { ContributionOutlet } from './ContributionOutlet.js';
import { extensionPoints, type ProjectHomeCardData } from './extension-points.js';
import { usePluginContext } from './hooks.js';
import { definePlugin, PLUGIN_API_VERSION } from './manifest.js';

const card = (id: string, component: () => never | JSX.Element) =>
  definePlugin({
    apiVersion: PLUGIN_API_VERSION,
    id,
    title: id,
    version: '1.0.0',
    contributions: [
      {
        point: 'project.home@1',
        id: 'card',
        data: { title: id },
        load: async () => ({ default: component }),
      },
    ],
  });

describe('ContributionOutlet', () => {
  it('renders each contribution lazily and contains one that throws', async () => {
    const Good = ({ data }: { data: ProjectHomeCardData }) => <p>card {data.title}</p>;
    const Bad = (): never => {
      throw new Error('broken card');
    };
    const services = testServices([card('good', Good as never), card('bad', Bad)]);
    render(
      <ServicesProvider services={services}>
        <ContributionOutlet point={extensionPoints.projectHome} />
      </ServicesProvider>,
    );
    expect(await screen.findByText('card good')).toBeTruthy();
    expect(await screen.findByText('The bad plugin failed')).toBeTruthy();
    expect(appState.pluginFailures).toContainEqual(
      expect.objectContaining({ pluginId: 'bad', where: 'bad/card', message: 'broken card' }),
    );
  });
});

describe('what a contribution is given', () => {
  it('is read-only: the plugin context and the data are frozen, all the way down', async () => {
    const seen: { context?: PluginContext; data?: ProjectHomeCardData } = {};
    const Spy = ({ data }: { data: ProjectHomeCardData }) => {
      seen.context = usePluginContext();
      seen.data = data;
      return <p>spy card</p>;
    };
    const spy = definePlugin({
      apiVersion: PLUGIN_API_VERSION,
      id: 'spy',
      title: 'Spy',
      version: '1.0.0',
      contributions: [
        {
          point: 'project.home@1',
          id: 'card',
          data: { title: 'Spy', tags: ['a'], nested: { depth: 1 } },
          load: async () => ({ default: Spy }),
        },
      ],
    });
    render(
      <PluginTestHarness pluginId="core" installed={[spy]} path="/project/alpha">
        <ContributionOutlet point={extensionPoints.projectHome} />
      </PluginTestHarness>,
    );
    await screen.findByText('spy card');
    const { context, data } = seen as Required<typeof seen>;
    expect(context.pluginId).toBe('spy');
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.toast)).toBe(true);
    expect(Object.isFrozen(context.preferences)).toBe(true);
    expect(() => Object.assign(context, { pluginId: 'other' })).toThrow(TypeError);
    expect(() => Object.assign(context.toast, { error: () => {} })).toThrow(TypeError);
    const withExtras = data as ProjectHomeCardData & { tags: string[]; nested: { depth: number } };
    expect(Object.isFrozen(withExtras)).toBe(true);
    expect(Object.isFrozen(withExtras.tags)).toBe(true);
    expect(Object.isFrozen(withExtras.nested)).toBe(true);
    expect(() => withExtras.tags.push('b')).toThrow(TypeError);
  });
});
