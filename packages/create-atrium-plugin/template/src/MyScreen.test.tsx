import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPlugin, stubPluginApi } from '@atrium/plugin-testing';
import MyScreen from './MyScreen.js';
import type { MyPluginRoutes } from './server.js';

it('shows what the plugin’s own API route answers, in the project of the route', async () => {
  stubPluginApi<MyPluginRoutes>('my-plugin', { 'GET /status': () => ({ status: 'ready' }) });
  renderPlugin(<MyScreen />, {
    pluginId: 'my-plugin',
    route: '/project/:ref/my-plugin',
    path: '/project/alpha/my-plugin',
  });
  expect(await screen.findByText('The server part is ready.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'My plugin in alpha' })).toBeTruthy();
});
