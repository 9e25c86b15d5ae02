import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../http/env.js';
import { handleError } from '../../http/error-handler.js';
import { memoryLogger } from '../../http/memory-logger.js';
import { isPublic } from '../../http/permission-middleware.js';
import { pluginRoutesPrefix } from '../check-module-routes.js';
import { defineModule, type ModuleContext } from '../define-module.js';
import { JobScheduler } from '../job-scheduler.js';
import { ModuleReport } from '../module-report.js';
import { mountModuleRoutes } from '../mount-module-routes.js';
import { ReloadableServerPart } from './reloadable-server-part.js';

const contextFor = () => ({}) as ModuleContext;
/** No migrations and no jobs below: nothing reaches a database. */
const platform = {} as pg.Pool;

/** A server part answering `greeting` on GET /greeting, with spied start and stop hooks. */
const serverPart = (greeting: string) =>
  defineModule({
    id: 'dev',
    start: vi.fn(async () => undefined),
    stop: vi.fn(async () => undefined),
    routes: () =>
      new Hono<AppEnv>()
        .get('/greeting', isPublic(), (c) => c.json({ greeting, requestId: c.get('requestId') }))
        .post('/notes', isPublic(), async (c) => {
          c.set('auditNote', { target: 'note' });
          return c.json(await c.req.json());
        }),
  });

/** A part whose next loads answer what `next` holds, mounted as Atrium mounts it. */
async function mounted(first: unknown) {
  const memory = memoryLogger();
  const report = new ModuleReport(memory.log);
  let next: () => unknown = () => first;
  const part = new ReloadableServerPart({
    id: 'dev',
    pkg: '@acme/dev',
    load: async () => next(),
    platform,
    log: memory.log,
    report,
    contextFor,
    scheduler: () => new JobScheduler(platform, memory.log, report, contextFor),
  });
  await part.reload();
  const audited: unknown[] = [];
  const app = new Hono<AppEnv>().use(async (c, next) => {
    c.set('requestId', 'request-1');
    await next();
    audited.push(c.get('auditNote'));
  });
  mountModuleRoutes(app, pluginRoutesPrefix('dev'), part.module, contextFor(), report);
  app.onError(handleError);
  const get = async () => {
    const response = await app.request('/api/plugins/dev/greeting');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const reloadWith = (loaded: () => unknown) => {
    next = loaded;
    return part.reload();
  };
  return { app, part, report, memory, audited, get, reloadWith };
}

describe('a server part reloaded after an edit', () => {
  it('serves the new routes once reloaded, having stopped the last generation first', async () => {
    const first = serverPart('one');
    const second = serverPart('two');
    const dev = await mounted(first);
    expect(await dev.get()).toEqual({
      status: 200,
      body: { greeting: 'one', requestId: 'request-1' },
    });
    await dev.reloadWith(() => second);
    expect(await dev.get()).toEqual({
      status: 200,
      body: { greeting: 'two', requestId: 'request-1' },
    });
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(second.start).toHaveBeenCalledTimes(1);
    expect(second.stop).not.toHaveBeenCalled();
    expect(dev.report.routesOf('dev').map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/plugins/dev/greeting',
      'POST /api/plugins/dev/notes',
    ]);
    await dev.part.stop();
    expect(second.stop).toHaveBeenCalledTimes(1);
  });

  it("passes a JSON body Atrium's middleware read on, and the handler's audit note back", async () => {
    const dev = await mounted(serverPart('one'));
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        await c.req.text(); // as jsonBodyLimits reads a JSON body
        await next();
      })
      .route('/', dev.app);
    const response = await app.request('/api/plugins/dev/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'kept' }),
    });
    expect(await response.json()).toEqual({ text: 'kept' });
    expect(dev.audited).toEqual([{ target: 'note' }]);
  });

  it('answers 503 naming the failure while an edit does not load, and recovers on the next', async () => {
    const first = serverPart('one');
    const dev = await mounted(first);
    await dev.reloadWith(() => {
      throw new SyntaxError("Unexpected token '}'");
    });
    expect(await dev.get()).toEqual({
      status: 503,
      body: {
        error: {
          message: "The server part of plugin dev did not load (import): Unexpected token '}'",
          code: 'plugin_not_loaded',
        },
      },
    });
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(dev.report.failures()).toEqual([
      { module: 'dev', stage: 'import', message: "Unexpected token '}'" },
    ]);
    expect(dev.report.routesOf('dev')).toEqual([]);

    await dev.reloadWith(() => ({ id: 'other' }));
    expect(dev.report.failures()).toEqual([
      { module: 'dev', stage: 'definition', message: expect.stringContaining('"other"') },
    ]);

    await dev.reloadWith(() => serverPart('fixed'));
    expect(await dev.get()).toMatchObject({ status: 200, body: { greeting: 'fixed' } });
    expect(dev.report.failures()).toEqual([]);
    expect(dev.report.isLeftOut('dev')).toBe(false);
  });

  it('refuses an edit whose route declares no permission, before stopping what serves', async () => {
    const first = serverPart('one');
    const dev = await mounted(first);
    await dev.reloadWith(() =>
      defineModule({ id: 'dev', routes: () => new Hono<AppEnv>().get('/open', (c) => c.text('')) }),
    );
    expect(dev.report.failures()).toEqual([
      {
        module: 'dev',
        stage: 'declaration',
        message: expect.stringContaining('GET /api/plugins/dev/open'),
      },
    ]);
    expect((await dev.get()).status).toBe(503);
    expect(first.stop).toHaveBeenCalledTimes(1);
  });

  it('folds edits made during a reload into one more reload after it', async () => {
    let loads = 0;
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const dev = await mounted(serverPart('one'));
    const first = dev.reloadWith(async () => {
      loads++;
      entered();
      await held;
      return serverPart(`load ${loads}`);
    });
    await loading;
    const second = dev.part.reload();
    const third = dev.part.reload();
    release();
    await Promise.all([first, second, third]);
    expect(loads).toBe(2);
    expect(await dev.get()).toMatchObject({ body: { greeting: 'load 2' } });
  });
});
