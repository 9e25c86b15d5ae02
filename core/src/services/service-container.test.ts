import { describe, expect, it } from 'vitest';
import { cachedFactory, ServiceContainer, type ServiceToken } from './service-container.js';

const Answer = Symbol('Answer') as ServiceToken<{ readonly n: number }>;

describe('ServiceContainer', () => {
  it('runs a factory on every resolve, and a cached factory once', () => {
    let made = 0;
    const fresh = new ServiceContainer().register(Answer, { useFactory: () => ({ n: ++made }) });
    expect(fresh.resolve(Answer)).not.toBe(fresh.resolve(Answer));
    const cached = new ServiceContainer().register(Answer, {
      useFactory: cachedFactory(() => ({ n: ++made })),
    });
    expect(cached.resolve(Answer)).toBe(cached.resolve(Answer));
  });

  it('names the token it has no service for', () => {
    const container = new ServiceContainer();
    expect(container.isRegistered(Answer)).toBe(false);
    expect(() => container.resolve(Answer)).toThrow('No service is registered for Answer');
  });
});
