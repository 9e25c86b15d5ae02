/** A service's key: a symbol that carries, for the type checker only, what it resolves to. */
export type ServiceToken<T> = symbol & { readonly __resolvesTo?: T };

/** How a service is made: a value given up front, or a factory run on each resolve. */
export type ServiceProvider<T> =
  { readonly useValue: T } | { readonly useFactory: (container: ServiceContainer) => T };

/**
 * The shell's services by explicit token (two phases: register everything, then resolve; see
 * container.ts). Written here rather than taken from tsyringe: we use no decorators, so a map of
 * providers is all of it, and the shell's first load is 3 KB lighter.
 */
export class ServiceContainer {
  private readonly providers = new Map<symbol, ServiceProvider<unknown>>();

  register<T>(token: ServiceToken<T>, provider: ServiceProvider<T>): this {
    this.providers.set(token, provider);
    return this;
  }

  isRegistered(token: ServiceToken<unknown>): boolean {
    return this.providers.has(token);
  }

  resolve<T>(token: ServiceToken<T>): T {
    const provider = this.providers.get(token) as ServiceProvider<T> | undefined;
    if (!provider)
      throw new Error(`No service is registered for ${token.description ?? 'a token'}`);
    return 'useValue' in provider ? provider.useValue : provider.useFactory(this);
  }
}

/** A factory that makes its service on the first resolve and gives that one ever after. */
export function cachedFactory<T>(
  factory: (container: ServiceContainer) => T,
): (container: ServiceContainer) => T {
  let made: { readonly service: T } | undefined;
  return (container) => (made ??= { service: factory(container) }).service;
}
