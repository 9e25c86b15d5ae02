import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiClient } from '@atrium/api/client';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import type { PluginRegistry } from '../host/plugin-registry.js';
import { ResolvedPlugins } from '../host/resolved-plugins.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { FeedbackContext } from '../host/feedback.js';
import { PLUGIN_SWITCHED_EVENT } from '../host/follow-plugin-switches.js';
import { ServicesProvider } from '../host/services-context.js';
import { recordingFeedback } from '../testing/recording-feedback.js';
import type { ServerModule } from '../projects/platform-types.js';
import { appState } from '../state/app-state.js';
import type { ReportedFailure } from './plugin-failures/listed-failures.js';
import type { Services } from '../services/container.js';
import { PluginsAdminPage } from './PluginsAdminPage.js';

/** What `GET /platform/plugins` answers, typed by the route so the stub cannot drift from it. */
type Answer = { readonly modules: ServerModule[] } | Response | Promise<Response>;

/** What `GET /platform/plugins/failures` answers: the failures browsers reported, or a refusal. */
type FailuresAnswer = { readonly failures: ReportedFailure[] } | Response;

/** Only what the page reads: the registry, the deployment, and the API answering `answer`. */
function servicesWith(
  disabled: PluginRegistry['disabled'],
  warnings?: string[],
  answer: () => Answer = () => ({ modules: [] }),
  failures: () => FailuresAnswer = () => ({ failures: [] }),
): Services {
  const registry = {
    plugins: [],
    disabled,
    leftOut: [],
    unchecked: [],
  } as unknown as PluginRegistry;
  const deployment = { plugins: [], hosted: false, flags: {}, warnings };
  const api = createApiClient('http://atrium.test', {
    fetch: async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/platform/plugins/failures')) {
        const given = failures();
        return given instanceof Response ? given : Response.json(given);
      }
      if (!String(input).endsWith('/platform/plugins')) return Response.json({}, { status: 404 });
      const given = await answer();
      return given instanceof Response ? given : Response.json(given);
    },
  });
  return { registry, deployment, api } as unknown as Services;
}

function renderPage(services: Services, feedback = recordingFeedback()) {
  const wrap = (children: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FeedbackContext.Provider value={feedback}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </FeedbackContext.Provider>
    </SWRConfig>
  );
  return render(wrap(<PluginsAdminPage />));
}

const HELLO: ServerModule = {
  id: 'hello',
  state: 'started',
  failed: [],
  routes: [
    {
      method: 'GET',
      path: '/api/plugins/hello/greeting',
      surface: 'dashboard',
      declared: ['signed-in'],
    },
    {
      method: 'POST',
      path: '/api/plugins/hello/projects/:ref/greetings',
      surface: 'dashboard',
      declared: ['project:write tables'],
    },
    { method: 'GET', path: '/hello/v1/notes', surface: 'project-api', declared: ['runsAsCaller'] },
    {
      method: 'POST',
      path: '/ingest/v1/:ref/hello/events',
      surface: 'ingest',
      declared: ['requiresWarehouseToken'],
    },
  ],
  permissions: ['project:write tables'],
  auditEvents: ['hello:greeting.sent'],
};

const BROKEN: ServerModule = {
  id: 'broken',
  state: 'left_out',
  failed: ['migration'],
  routes: [],
  permissions: [],
  auditEvents: [],
};

describe('PluginsAdminPage', () => {
  it('checks the third-party plugins the app left unchecked, switched off, and lists them', async () => {
    const manifest = (id: string, version: string) =>
      definePlugin({ apiVersion: PLUGIN_API_VERSION, id, title: id.toUpperCase(), version });
    const nav = manifest('nav', '1.0.0');
    const broken = manifest('broken', 'latest');
    const registry = new ResolvedPlugins([nav, broken], ['nav'], {
      isFirstParty: (m) => m === nav,
    });
    const services = servicesWith([]);
    renderPage({ ...services, registry } as Services);
    const off = screen.getByRole('region', { name: 'Off' });
    expect(
      await within(off).findByText(
        'broken · Left out: Plugin "broken" has an invalid manifest: version must be a semantic version',
      ),
    ).toBeTruthy();
  });
  it('lists plugins switched on but not installed under their own Missing heading, apart from those switched off', () => {
    renderPage(
      servicesWith([
        { id: 'storage', title: 'Storage', reason: 'not-installed' },
        { id: 'hello', title: 'Hello', reason: 'disabled' },
      ]),
    );
    const missing = screen.getByRole('region', { name: 'Missing' });
    const off = screen.getByRole('region', { name: 'Off' });
    expect(within(missing).getByText('Storage')).toBeTruthy();
    expect(within(missing).queryByText('Hello')).toBeNull();
    expect(within(off).getByText('Hello')).toBeTruthy();
    expect(within(off).queryByText('Storage')).toBeNull();
  });

  it("shows the deployment's warnings, such as members' SQL running as a superuser", () => {
    renderPage(servicesWith([], ['DATABASE_URL logs in as a superuser']));
    const section = screen.getByRole('region', { name: 'Deployment' });
    expect(within(section).getByText('DATABASE_URL logs in as a superuser')).toBeTruthy();
  });

  it('shows no deployment section when there is nothing to warn about', () => {
    renderPage(servicesWith([]));
    expect(screen.queryByRole('region', { name: 'Deployment' })).toBeNull();
  });
});

describe('PluginsAdminPage: switching plugins at run time', () => {
  const hello = definePlugin({
    apiVersion: PLUGIN_API_VERSION,
    id: 'hello',
    title: 'Hello',
    version: '1.0.0',
  });
  /** The page with hello on, the API answering a switch with `status`, recording each ask. */
  function withSwitchAnswering(status: number) {
    const asked: { method: string; url: string }[] = [];
    const api = createApiClient('http://atrium.test', {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/platform/plugins')) return Response.json({ modules: [] });
        if (String(input).endsWith('/platform/plugins/failures'))
          return Response.json({ failures: [] });
        asked.push({ method: init?.method ?? 'GET', url: String(input) });
        return status === 200
          ? Response.json({ id: 'hello', enabled: false, plugins: [] })
          : Response.json(
              {
                error: {
                  message:
                    'Only an Owner of the default organization may switch plugins on and off',
                  code: 'insufficient_permissions',
                },
              },
              { status },
            );
      },
    });
    const services = {
      registry: new ResolvedPlugins([hello], ['hello']),
      deployment: { plugins: ['hello'], hosted: false, flags: {} },
      api,
    } as unknown as Services;
    // What the app's follower hears: a switch made here is followed at once.
    const followed = vi.fn();
    globalThis.addEventListener(PLUGIN_SWITCHED_EVENT, followed);
    onTestFinished(() => globalThis.removeEventListener(PLUGIN_SWITCHED_EVENT, followed));
    return { services, asked, followed };
  }

  it('switches a plugin off through the API, says so, and has the app follow at once', async () => {
    const { services, asked, followed } = withSwitchAnswering(200);
    const feedback = recordingFeedback();
    const { container } = renderPage(services, feedback);
    const on = screen.getByRole('region', { name: 'On' });
    const toggle = within(on).getByRole('switch', { name: 'Hello on' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(followed).toHaveBeenCalledOnce());
    expect(asked).toEqual([
      { method: 'DELETE', url: 'http://atrium.test/platform/plugins/hello/enabled' },
    ]);
    expect(feedback.shownTitles()).toEqual(['Hello switched off']);
    await expectAccessible(container);
  });

  it('tells a refusal as the API words it, and does not follow', async () => {
    const { services, followed } = withSwitchAnswering(403);
    const feedback = recordingFeedback();
    renderPage(services, feedback);
    const on = screen.getByRole('region', { name: 'On' });
    await userEvent.click(within(on).getByRole('switch', { name: 'Hello on' }));
    await vi.waitFor(() =>
      expect(feedback.shownTitles()).toEqual([
        'Could not switch Hello off: Only an Owner of the default organization may switch plugins on and off',
      ]),
    );
    expect(followed).not.toHaveBeenCalled();
  });
});

describe('PluginsAdminPage: failures', () => {
  const section = () => screen.getByRole('region', { name: 'Failures' });
  const onThisPage = (message: string) => {
    appState.pluginFailures.push({
      pluginId: 'hello',
      where: 'route /hello',
      message,
      at: '2026-11-27T10:00:00.000Z',
    });
    onTestFinished(() => void appState.pluginFailures.splice(0));
  };

  it('lists the failures browsers reported with how many times, one entry for one this page saw too', async () => {
    onThisPage('boom');
    onThisPage('only here');
    const reported: ReportedFailure = {
      pluginId: 'hello',
      where: 'route /hello',
      message: 'boom',
      lastAt: '2026-11-27T11:00:00.000Z',
      times: 3,
    };
    const { container } = renderPage(
      servicesWith([], undefined, undefined, () => ({ failures: [reported] })),
    );
    expect(await within(section()).findByText(/3 times/)).toBeTruthy();
    expect(within(section()).getAllByText('Failed')).toHaveLength(2);
    expect(within(section()).getByText('only here')).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows anyone but an Owner only the failures this page saw, without an error', async () => {
    onThisPage('seen here');
    let refusals = 0;
    const refused = () => {
      refusals += 1;
      return Response.json(
        { error: { message: 'Only an Owner', code: 'insufficient_permissions' } },
        { status: 403 },
      );
    };
    renderPage(servicesWith([], undefined, undefined, refused));
    await vi.waitFor(() => expect(refusals).toBeGreaterThan(0));
    // The refusal's answer read and rendered: no timer, only the promises it waits on.
    await act(async () => {});
    expect(within(section()).getByText('seen here')).toBeTruthy();
    expect(within(section()).queryByText(/Could not load/)).toBeNull();
    expect(within(section()).getAllByText('Failed')).toHaveLength(1);
  });

  it('says when the reported failures could not be loaded', async () => {
    renderPage(
      servicesWith([], undefined, undefined, () =>
        Response.json({ error: { message: 'database away', code: 'x' } }, { status: 503 }),
      ),
    );
    expect(
      await within(section()).findByText(
        'Could not load the failures other browsers reported: database away',
      ),
    ).toBeTruthy();
  });
});

describe('PluginsAdminPage: server modules', () => {
  const section = () => screen.getByRole('region', { name: 'Server modules' });

  it('lists a running module’s routes by surface with their declarations, its grants and its audit events, opened on demand', async () => {
    const { container } = renderPage(servicesWith([], undefined, () => ({ modules: [HELLO] })));
    const open = await within(section()).findByRole('button', { name: 'hello' });
    expect(within(section()).getByText('Running')).toBeTruthy();
    expect(within(section()).getByText('4 routes · 1 grant · 1 audit event')).toBeTruthy();
    // Closed, the routes are in the page (find-in-page opens the panel) but hidden.
    const hiddenPath = within(section()).getByText('/api/plugins/hello/greeting');
    expect(hiddenPath.closest('[hidden]')).not.toBeNull();

    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const dashboard = within(section()).getByText('Dashboard routes · /api/plugins/hello');
    const greeting = within(dashboard.parentElement!).getByText('/api/plugins/hello/greeting');
    expect(greeting.closest('[hidden]')).toBeNull();
    expect(greeting.closest('li')!.textContent).toBe('GET/api/plugins/hello/greetingsigned-in');
    const write = within(section()).getByText('/api/plugins/hello/projects/:ref/greetings');
    expect(write.closest('li')!.textContent).toContain('project:write on tables');
    const projectApi = within(section()).getByText('Project API routes · /hello/v1');
    expect(projectApi.parentElement!.textContent).toContain('/hello/v1/notesrunsAsCaller');
    const ingest = within(section()).getByText('Ingest routes · /ingest/v1/{ref}/hello');
    expect(ingest.parentElement!.textContent).toContain(
      '/ingest/v1/:ref/hello/eventsrequiresWarehouseToken',
    );
    const grants = within(section()).getByText('Grants required');
    expect(grants.parentElement!.textContent).toBe('Grants requiredproject:write on tables');
    const events = within(section()).getByText('Audit events');
    expect(events.parentElement!.textContent).toBe('Audit eventshello:greeting.sent');
    await expectAccessible(container);
  });

  it('shows a left-out module with the stage it failed at', async () => {
    const { container } = renderPage(
      servicesWith([], undefined, () => ({ modules: [HELLO, BROKEN] })),
    );
    const broken = await within(section()).findByRole('button', { name: 'broken' });
    const header = broken.closest('h3')!.parentElement!;
    expect(within(header).getByText('Left out')).toBeTruthy();
    expect(within(header).getByText('Failed at migrations')).toBeTruthy();
    expect(within(section()).getByText('2')).toBeTruthy();
    await userEvent.click(broken);
    expect(within(section()).getByText('No routes mounted')).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows a skeleton while the modules load', async () => {
    let answer!: (response: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderPage(servicesWith([], undefined, () => pending));
    expect(within(section()).getByText('Loading server modules')).toBeTruthy();
    answer(Response.json({ modules: [] }));
    expect(await within(section()).findByText('No plugin has a server part')).toBeTruthy();
  });

  it('shows the API’s error with Retry, which asks again', async () => {
    let calls = 0;
    const { container } = renderPage(
      servicesWith([], undefined, () =>
        ++calls === 1
          ? Response.json(
              { error: { message: 'The platform database is down', code: 'db_down' } },
              { status: 503 },
            )
          : { modules: [BROKEN] },
      ),
    );
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the server modules');
    expect(alert.textContent).toContain('The platform database is down');
    await expectAccessible(container);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByRole('button', { name: 'broken' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
