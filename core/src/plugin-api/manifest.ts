import type { ComponentType } from 'react';
import type { ResourceDefinition } from './data/define-resource.js';
import type { ExtensionPoint } from './extension-points.js';
import type { Permission } from './permissions.js';
import type { PluginContext } from './context.js';

/**
 * The plugin-API version this core implements. A manifest names the version it was written for
 * (`apiVersion`); core refuses any other before running a line of the package's code. One
 * constant for the web build and the API, which checks plugins' server parts.
 */
export { PLUGIN_API_VERSION } from '@atrium/common/plugin-api-version';

/**
 * Imports one lazily loaded entry of a plugin: `() => import('./screens/HelloPage.js')`, whose
 * module default-exports the thing. Each loader is its own chunk, and core calls it on first use.
 */
export type Loader<T> = () => Promise<{ readonly default: T }>;

/** A screen a plugin adds, at an absolute path such as `/project/:ref/hello`. */
export interface RouteDeclaration {
  readonly path: string;
  readonly title?: string;
  /** Without it, the route shows the no-permission panel instead of the screen. */
  readonly permission?: Permission & { readonly description: string };
  /** The screen: a component with no props. */
  readonly load: Loader<ComponentType>;
  /**
   * When the route exists, as for a menu item: where a condition does not hold, the path falls
   * through (to core's self-hosted redirect or the not-found page), as if the plugin had no route
   * there. `permission` here hides the route; the field above shows the no-permission panel.
   */
  readonly when?: VisibilityCondition;
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
  /**
   * The path (placeholders too) whose pages this item stands for, when more than its href's: the
   * SQL Editor links to `/sql/new` and is where the user is on every `/sql/...` page.
   */
  readonly currentUnder?: string;
  readonly badge?: 'ALPHA' | 'BETA' | 'NEW';
  readonly order?: number;
  readonly when?: VisibilityCondition;
}

/**
 * A command's handler: the module a command's `run` loads default-exports it. It receives the
 * plugin context and the arguments: those another plugin passes to `executeCommand(id, args)`,
 * or, chosen in the command palette, `{ [argument.name]: value }` when the command declares an
 * `argument` (none otherwise, and none from its keybinding).
 */
// `any` args: each command narrows its own; core only passes through what the caller gave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandHandler<TArgs = any> = (
  context: PluginContext,
  args: TArgs | undefined,
) => void | Promise<void>;

export interface CommandDeclaration {
  readonly id: string;
  readonly title: string;
  /** Such as `Mod+Shift+H`; Mod is Cmd on macOS and Ctrl elsewhere. */
  readonly keybinding?: string;
  readonly permission?: Permission;
  /** What the palette asks the user for before it runs the command (`defineCommand` types it). */
  readonly argument?: CommandArgument;
  readonly run: Loader<CommandHandler>;
}

/** A value the command palette asks the user for, in a prompt step, before it runs a command. */
export interface CommandArgument<TName extends string = string> {
  /** The key the value is passed under: the handler gets `{ [name]: value }`. */
  readonly name: TName;
  /** The prompt's label, such as 'Name to greet'. */
  readonly label: string;
  readonly placeholder?: string;
}

/** The arguments of a command that declares `argument` named `TName`, as the palette passes them. */
export type CommandArgumentValues<TName extends string> = { readonly [K in TName]: string };

/**
 * A command whose handler's arguments are typed by its declaration: with
 * `argument: { name: 'name', label: 'Name to greet' }`, `run` must load a handler taking
 * `{ name: string }` (or undefined: from its keybinding, or `executeCommand` without arguments).
 */
export function defineCommand<const TName extends string>(
  command: Omit<CommandDeclaration, 'argument' | 'run'> & {
    readonly argument: CommandArgument<TName>;
    readonly run: Loader<CommandHandler<CommandArgumentValues<TName>>>;
  },
): CommandDeclaration {
  return command;
}

/** A contribution to an extension point: data, a lazily loaded entry, or both. */
export interface ContributionDeclaration {
  readonly point: string;
  readonly id: string;
  /** Checked against the point's schema when manifests load. */
  readonly data?: unknown;
  /** What the point renders or runs (a component, a handler), by the point's contract. */
  readonly load?: Loader<unknown>;
  /** Replaces another plugin's contribution, named `pluginId/contributionId`. */
  readonly overrides?: string;
  readonly order?: number;
}

/**
 * A plugin as core sees it before running any of its code: plain data whose routes, commands and
 * contributions each carry their own loader, called only when that one entry is first needed.
 */
export interface PluginManifest {
  /** The plugin-API version the plugin was written for: `PLUGIN_API_VERSION`. */
  readonly apiVersion: number;
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
  /** Points this plugin offers others, exported from its `contracts` entry. */
  readonly extensionPoints?: readonly ExtensionPoint<unknown, unknown>[];
  /**
   * What this plugin's screens cache that core does not declare (`defineResource`), so the
   * registry can check every `stale` names a resource and no name is taken twice.
   */
  readonly resources?: readonly ResourceDefinition[];
}

/** Identity function that gives a manifest its type. */
export const definePlugin = (manifest: PluginManifest): PluginManifest => manifest;
