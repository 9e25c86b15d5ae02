import { describe, expect, it } from 'vitest';
import { projectApiRoot, projectPathOf, routedPath } from './project-path.js';

const PREFIXES = ['/storage/v1', '/hello/v1'];

describe('a project reached by name, /project-api/{ref}', () => {
  it('names the project only before a project-API path', () => {
    expect(projectPathOf('/project-api/abc/storage/v1/object/public/b/x', PREFIXES)).toEqual({
      ref: 'abc',
      path: '/storage/v1/object/public/b/x',
    });
    expect(projectPathOf('/project-api/abc/hello/v1', PREFIXES)).toEqual({
      ref: 'abc',
      path: '/hello/v1',
    });
    // Never a way round the dashboard's own chain, nor a prefix merely starting alike.
    expect(projectPathOf('/project-api/abc/platform/projects', PREFIXES)).toBeUndefined();
    expect(projectPathOf('/project-api/abc/storage/v1x/a', PREFIXES)).toBeUndefined();
    expect(projectPathOf('/project-api/ABC/storage/v1/bucket', PREFIXES)).toBeUndefined();
    expect(projectPathOf('/project-api/a%2Fb/storage/v1/bucket', PREFIXES)).toBeUndefined();
  });

  it('leaves the S3 protocol unnamed, its signature being over the path the client sent', () => {
    expect(projectPathOf('/project-api/abc/storage/v1/s3/bucket', PREFIXES)).toBeUndefined();
    expect(projectPathOf('/project-api/abc/storage/v1/s3x', PREFIXES)?.path).toBe(
      '/storage/v1/s3x',
    );
  });

  it('routes by the path after the ref, and any other path as it is', () => {
    const route = routedPath(PREFIXES);
    expect(route(new Request('http://h/project-api/abc/storage/v1/bucket?x=1'))).toBe(
      '/storage/v1/bucket',
    );
    expect(route(new Request('http://h/project/abc/storage/v1/bucket'))).toBe(
      '/project/abc/storage/v1/bucket',
    );
  });

  it('roots a hosted project under its name and the default project without one', () => {
    expect(projectApiRoot('abc')).toBe('/project-api/abc');
    expect(projectApiRoot('default')).toBe('');
  });
});
