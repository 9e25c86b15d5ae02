import type { ComponentType } from 'react';
import type { Permission } from './permissions.js';
import type { PluginContext } from './context.js';

/** A screen a plugin adds, at an absolute path such as `/project/:ref/hello`. */
export interface RouteDeclaration {
  readonly path: string;
  /** Name of the component in the plugin module's `components`. */
  readonly component: string;
  readonly title?: string;
  /** Without it, the route shows the no-permission panel instead of the screen. */
  readonly permission?: Permission & { readonly description: string };
}

/**
 * When a menu item shows; every condition given must hold. Evaluated by the menu, not the plugin.
 * A leading `!` negates `flag`, `service`, `extension` and `addon`: `addon: '!pitr'` shows an item
 * only when the PITR add-on is not selected.
 */
export interface VisibilityCondition {
  readonly permission?: Permission;
  /** Hosted-only items (`true`) or self-hosted-only items (`false`). */
  readonly hosted?: boolean;
  readonly flag?: string;
  /** A project service that must be enabled, such as `auth` or `storage`. */
  readonly service?: string;
  /** A database extension that must exist, such as `pg_net`. */
  readonly extension?: string;
  /** An add-on that must be selected (`pitr`), or `!pitr` for when it is not. */
  readonly addon?: string;
}

export const navMenus = ['account', 'organization', 'project'] as const;
export type NavMenu = (typeof navMenus)[number];

/** A menu entry; core turns it into a contribution to `nav.{menu}@1`. */
export interface NavItemDeclaration {
  readonly id: string;
  readonly menu: NavMenu;
  /** Section heading it belongs to, such as 'Database' or 'Settings'. */
  readonly section: string;
  readonly label: string;
  /** With `{ref}` and `{slug}` placeholders. */
  readonly href: string;
  readonly badge?: 'ALPHA' | 'BETA' | 'NEW';
  readonly order?: number;
  readonly when?: VisibilityCondition;
}

export interface CommandDeclaration {
  readonly id: string;
  readonly title: string;
  /** Such as `Mod+Shift+H`; Mod is Cmd on macOS and Ctrl elsewhere. */
  readonly keybinding?: string;
  readonly permission?: Permission;
  /** Name of the handler in the plugin module's `commands`. */
  readonly run: string;
}

/** A contribution to an extension point: data, a lazily loaded component, or both. */
export interface ContributionDeclaration {
  readonly point: string;
  readonly id: string;
  readonly data?: unknown;
  readonly component?: string;
  /** Replaces another plugin's contribution, named `pluginId/contributionId`. */
  readonly overrides?: string;
  readonly order?: number;
}

export interface ExtensionPointDeclaration {
  /** Namespaced and versioned, such as `tableEditor.rowMenu@1`. */
  readonly id: string;
  readonly description: string;
}

/** What the lazily loaded implementation of a plugin exports. */
export interface PluginModule {
  // `never`: a route screen takes no props, a contributed component takes `{ data }`.
  readonly components?: Readonly<Record<string, ComponentType<never>>>;
  readonly commands?: Readonly<Record<string, (context: PluginContext) => void | Promise<void>>>;
}

/**
 * A plugin as core sees it before running any of its code: plain data, plus `load` for the
 * implementation, which core calls only when a route, command or component is first needed.
 */
export interface PluginManifest {
  readonly id: string;
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  /** What the plugin needs, shown on the plugins admin page. */
  readonly permissions?: readonly Permission[];
  readonly routes?: readonly RouteDeclaration[];
  readonly navItems?: readonly NavItemDeclaration[];
  readonly commands?: readonly CommandDeclaration[];
  readonly contributions?: readonly ContributionDeclaration[];
  readonly extensionPoints?: readonly ExtensionPointDeclaration[];
  readonly load: () => Promise<PluginModule>;
}

/** Identity function that gives a manifest its type. */
export const definePlugin = (manifest: PluginManifest): PluginManifest => manifest;
