import type { Hono } from 'hono';
import type { Action, Resource } from './permissions.js';
import type { PluginApiClient } from './plugin-api-client.js';

export interface ToastOptions {
  readonly description?: string;
}

export type NotificationTone = 'success' | 'error' | 'info';

/** What a notification shows. */
export interface Notification {
  readonly title: string;
  readonly description?: string;
  readonly tone: NotificationTone;
  /**
   * A number from 0 to 1 shows a progress bar, `null` an indeterminate one. While it is given the
   * notification stays until updated or dismissed; without it, it closes after a few seconds.
   */
  readonly progress?: number | null;
  /** One button, such as 'Cancel' or 'Undo'; pressing it also dismisses the notification. */
  readonly action?: { readonly label: string; readonly onAction: () => void };
}

/** A notification on screen: change it in place (progress, then the outcome) or take it away. */
export interface NotificationHandle {
  update(change: Partial<Notification>): void;
  dismiss(): void;
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
  /** Shows a notification; the handle updates it (progress) and dismisses it. */
  notify(notification: Notification): NotificationHandle;
  /** Shorthands for a notification with a title (and description) only. */
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
  /**
   * Runs any plugin's command by its namespaced id (`sql.open-table`) with arguments, as its own
   * plugin. Rejects when no plugin that is on has it, when the user lacks its permission, or when
   * it fails (the failure is also listed against its plugin on `/admin/plugins`).
   */
  executeCommand(id: string, args?: unknown): Promise<void>;
  /**
   * A typed client for this plugin's own server part (`/api/plugins/{id}`), signed in, from the
   * route type its `./server` entry exports: `context.pluginApi<HelloRoutes>().greeting.$get()`.
   * For handlers (commands, row-menu entries), which cannot call `usePluginApi`.
   */
  // Any route schema: the plugin's exported route type decides it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  pluginApi<Routes extends Hono<any, any, any>>(): PluginApiClient<Routes>;
  readonly preferences: {
    get<T>(key: string, fallback: T): T;
    set(key: string, value: unknown): void;
  };
  isFlagOn(flag: string): boolean;
}
