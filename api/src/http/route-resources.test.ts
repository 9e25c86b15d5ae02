import { describe, expect, it } from 'vitest';
import { requires } from './permission-middleware.js';
import { ROUTE_RESOURCES } from './route-resources.js';

describe('the resources a route declares', () => {
  it('are a closed list: a misspelt one does not compile', () => {
    // The check is the type checker's: without the closed type this directive is unused, an error.
    // @ts-expect-error 'tabels' is no route resource
    const misspelt = requires('sql:admin:read', 'tabels');
    expect(typeof misspelt).toBe('function');
    expect(typeof requires('sql:admin:read', 'tables')).toBe('function');
  });

  it('name each resource once', () => {
    expect(new Set(ROUTE_RESOURCES).size).toBe(ROUTE_RESOURCES.length);
  });
});
