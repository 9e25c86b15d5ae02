import type { Action, Resource } from './permissions.js';

export interface ToastOptions {
  readonly description?: string;
}

/**
 * What core hands a plugin: services and facts, read-only. A plugin changes the app only through
 * these methods, never by reaching into core's state.
 */
export interface PluginContext {
  readonly pluginId: string;
  /** The project ref in the URL, when on a project page. */
  readonly projectRef?: string;
  readonly hosted: boolean;
  can(action: Action, resource: Resource): boolean;
  navigate(to: string): void;
  readonly toast: {
    success(message: string, options?: ToastOptions): void;
    error(message: string, options?: ToastOptions): void;
    info(message: string, options?: ToastOptions): void;
  };
  /** Asks the user to confirm; resolves true when they do. */
  confirm(request: {
    title: string;
    message: string;
    confirmLabel?: string;
    critical?: boolean;
  }): Promise<boolean>;
  readonly preferences: {
    get<T>(key: string, fallback: T): T;
    set(key: string, value: unknown): void;
  };
  isFlagOn(flag: string): boolean;
}
