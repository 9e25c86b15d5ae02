import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { extensionPoints } from './extension-points.js';
import { isLazySchema, lazySchema } from './lazy-schema.js';
import { corePointSchemas } from './point-schemas.js';

describe('lazySchema', () => {
  it('imports its schema once, answers a promise before and synchronously after', async () => {
    const load = vi.fn(async () => z.object({ label: z.string() }));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    const early = schema['~standard'].validate({ label: 'x' });
    expect(early).toBeInstanceOf(Promise);
    expect(await early).toEqual({ value: { label: 'x' } });
    await schema.load();
    expect(schema['~standard'].validate({ label: 3 })).toMatchObject({
      issues: [{ path: ['label'] }],
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is what every core point’s handle holds: its own schema, loaded on demand', async () => {
    for (const point of Object.values(extensionPoints)) {
      expect(isLazySchema(point.schema), point.id).toBe(true);
      if (!isLazySchema(point.schema)) continue;
      expect(await point.schema.load()).toBe(
        corePointSchemas[point.id as keyof typeof corePointSchemas],
      );
    }
  });
});
