import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/memory-logger.js';
import { defineModule } from './define-module.js';
import { ModuleReport } from './module-report.js';
import { pluginModuleStates } from './plugin-modules.js';

/** docs/architecture/plugins.md: `/platform/plugins` lists each module's state, routes and grants. */
describe('the server modules’ states', () => {
  it('lists started and left-out modules by name, with routes on every surface, their grants and their audit events', () => {
    const report = new ModuleReport(memoryLogger().log);
    report.mounted('notes', [
      {
        method: 'GET',
        path: '/api/plugins/notes/all',
        surface: 'dashboard',
        declared: ['signed-in'],
      },
      {
        method: 'POST',
        path: '/api/plugins/notes/projects/:ref/notes',
        surface: 'dashboard',
        declared: ['project:write tables'],
      },
      {
        method: 'PUT',
        path: '/api/plugins/notes/projects/:ref/notes/:id',
        surface: 'dashboard',
        declared: ['project:write tables'],
      },
    ]);
    report.mounted('notes', [
      {
        method: 'GET',
        path: '/notes/v1/notes',
        surface: 'project-api',
        declared: ['runsAsCaller'],
      },
    ]);
    report.mounted('notes', [
      {
        method: 'POST',
        path: '/ingest/v1/:ref/notes/drafts',
        surface: 'ingest',
        declared: ['requiresWarehouseToken'],
      },
    ]);
    report.leftOut(
      'leaky',
      'declaration',
      new Error('GET /api/plugins/leaky/rows declares nothing'),
    );
    report.leftOut('throws-on-import', 'import', new Error('secret detail'));
    report.jobFailed('notes', 'sweep', new Error('once'));
    const states = pluginModuleStates(
      [defineModule({ id: 'notes', auditEvents: ['note.pinned'] }), defineModule({ id: 'leaky' })],
      report,
    );
    expect(states).toEqual([
      {
        id: 'notes',
        state: 'started',
        failed: ['job'],
        routes: [
          expect.objectContaining({ method: 'GET', surface: 'dashboard' }),
          expect.objectContaining({ method: 'POST', surface: 'dashboard' }),
          expect.objectContaining({ method: 'PUT', surface: 'dashboard' }),
          expect.objectContaining({ path: '/notes/v1/notes', surface: 'project-api' }),
          expect.objectContaining({ path: '/ingest/v1/:ref/notes/drafts', surface: 'ingest' }),
        ],
        permissions: ['project:write tables'],
        auditEvents: ['notes:note.pinned'],
      },
      {
        id: 'leaky',
        state: 'left_out',
        failed: ['declaration'],
        routes: [],
        permissions: [],
        auditEvents: [],
      },
      {
        id: 'throws-on-import',
        state: 'left_out',
        failed: ['import'],
        routes: [],
        permissions: [],
        auditEvents: [],
      },
    ]);
    expect(JSON.stringify(states)).not.toContain('secret detail');
  });
});
