/**
 * tsyringe refuses to load without `Reflect.getMetadata`, which the reflect-metadata polyfill
 * (12 KB) provides for decorators. We use no decorators: every service is registered with an
 * explicit token and a value or factory. This shim keeps tsyringe's own metadata calls (used only
 * by `@inject`-style decorators) working with a WeakMap, at a fraction of the size.
 */
type MetadataTarget = object;
const store = new WeakMap<MetadataTarget, Map<unknown, unknown>>();

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getMetadata !== 'function') {
  const own = (key: unknown, target: MetadataTarget) => store.get(target)?.get(key);
  Object.assign(reflect, {
    defineMetadata(key: unknown, value: unknown, target: MetadataTarget) {
      const metadata = store.get(target) ?? new Map<unknown, unknown>();
      metadata.set(key, value);
      store.set(target, metadata);
    },
    getOwnMetadata: own,
    getMetadata(key: unknown, target: MetadataTarget): unknown {
      for (
        let t: MetadataTarget | null = target;
        t;
        t = Object.getPrototypeOf(t) as MetadataTarget | null
      ) {
        const value = own(key, t);
        if (value !== undefined) return value;
      }
      return undefined;
    },
    hasMetadata: (key: unknown, target: MetadataTarget) =>
      reflect.getMetadata !== undefined &&
      (reflect.getMetadata as (k: unknown, t: MetadataTarget) => unknown)(key, target) !==
        undefined,
  });
}
