import { render, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../host/services-context.js';
import { appState } from '../state/app-state.js';
import { testServices } from '../test/services.js';
import { ContributionOutlet } from './ContributionOutlet.js';
import { extensionPoints, type ProjectHomeCardData } from './extension-points.js';
import { definePlugin } from './manifest.js';

const card = (id: string, component: () => never | JSX.Element) =>
  definePlugin({
    id,
    title: id,
    version: '1.0.0',
    contributions: [
      { point: 'project.home@1', id: 'card', component: 'Card', data: { title: id } },
    ],
    load: async () => ({ components: { Card: component } }),
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
