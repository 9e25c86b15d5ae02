import { describe, expect, it } from 'vitest';
import { nameProblem } from './name-rule.js';
import { projectHref, statusLook } from './project-status.js';

describe('nameProblem', () => {
  it('takes 1 to 64 characters once trimmed, as the API does', () => {
    expect(nameProblem('   ', 'project')).toBe('Enter a name for the project');
    expect(nameProblem(` ${'a'.repeat(64)} `, 'organization')).toBeUndefined();
    expect(nameProblem('a'.repeat(65), 'organization')).toBe(
      'Use at most 64 characters (this one has 65)',
    );
  });
});

describe('project status', () => {
  it('reads each status the platform spells, and one it may add later', () => {
    expect(statusLook('ACTIVE_HEALTHY')).toEqual({
      label: 'Active healthy',
      tone: 'positive',
      busy: false,
    });
    expect(statusLook('COMING_UP')).toEqual({ label: 'Coming up', tone: 'neutral', busy: true });
    expect(statusLook('INIT_FAILED').tone).toBe('critical');
    expect(statusLook('RESTORING').busy).toBe(true);
    expect(statusLook('PAUSED')).toEqual({ label: 'Paused', tone: 'neutral', busy: false });
  });

  it('links a project that is not ready to its building page', () => {
    expect(projectHref({ ref: 'abc', status: 'ACTIVE_HEALTHY' })).toBe('/project/abc');
    for (const status of ['COMING_UP', 'INIT_FAILED', 'RESTORING'])
      expect(projectHref({ ref: 'abc', status })).toBe('/project/abc/building');
  });
});
