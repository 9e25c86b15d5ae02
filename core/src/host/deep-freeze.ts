/**
 * Freezes plain objects and arrays all the way down, so what core hands one plugin cannot be
 * changed under another (contribution data, the plugin context and its `toast`). Class instances
 * (a Date, a Map) and functions are left as they are: freezing them would break their own methods.
 */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key], seen);
  }
  return Object.freeze(value);
}
