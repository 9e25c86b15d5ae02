import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiError, renderPlugin, stubPluginApi } from '@atrium/plugin-testing';
import HelloPage from './HelloPage.js';
import type { HelloRoutes } from './server.js';

const atHello = { pluginId: 'hello', route: '/project/:ref/hello' };

it('greets the project in the route with what its own API route answers', async () => {
  const api = stubPluginApi<HelloRoutes>('hello', {
    'GET /greeting': () => ({ message: 'Hello from a stub.' }),
  });
  renderPlugin(<HelloPage />, { ...atHello, path: '/project/alpha/hello' });
  expect(await screen.findByText('Hello from a stub.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Hello, alpha' })).toBeTruthy();
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /greeting']);
});

it('says so when the greeting fails, with a fresh cache that kept nothing of the last test', async () => {
  stubPluginApi<HelloRoutes>('hello', {
    'GET /greeting': () => apiError(503, 'The greeting is away'),
  });
  renderPlugin(<HelloPage />, { ...atHello, path: '/project/alpha/hello' });
  expect(await screen.findByText('Failed to load the greeting')).toBeTruthy();
  expect(screen.queryByText('Hello from a stub.')).toBeNull();
});
