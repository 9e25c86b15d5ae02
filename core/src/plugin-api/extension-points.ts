import type { NavItemDeclaration } from './manifest.js';

/**
 * A typed handle on an extension point. The type parameter is the shape of each contribution's
 * `data`, so `useContributions(point)` is typed without casts.
 */
export interface ExtensionPoint<TData> {
  readonly id: string;
  /** Phantom: carries TData for the type checker only. */
  readonly __data?: TData;
}

export const defineExtensionPoint = <TData>(id: string): ExtensionPoint<TData> => ({ id });

export type NavItemData = Omit<NavItemDeclaration, 'id' | 'menu'>;

/** Context a contributed component receives as props. */
export interface RowMenuItemData {
  readonly label: string;
}

export interface SettingsSectionData {
  readonly title: string;
}

export interface ResultActionData {
  readonly label: string;
}

export interface CellRendererData {
  /** Postgres type names (`jsonb`, `uuid`, ...) the renderer handles. */
  readonly types: readonly string[];
}

/** A card on a project's home page. */
export interface ProjectHomeCardData {
  readonly title: string;
}

/** The app's navigation: the shell renders the component of the first contribution. */
export interface ShellNavigationData {
  readonly label: string;
}

/** The extension points core itself defines. Plugins may define more in their manifests. */
export const extensionPoints = {
  shellNavigation: defineExtensionPoint<ShellNavigationData>('shell.navigation@1'),
  navAccount: defineExtensionPoint<NavItemData>('nav.account@1'),
  navOrganization: defineExtensionPoint<NavItemData>('nav.organization@1'),
  navProject: defineExtensionPoint<NavItemData>('nav.project@1'),
  tableEditorRowMenu: defineExtensionPoint<RowMenuItemData>('tableEditor.rowMenu@1'),
  tableEditorCellRenderer: defineExtensionPoint<CellRendererData>('tableEditor.cellRenderer@1'),
  sqlEditorResultActions: defineExtensionPoint<ResultActionData>('sqlEditor.resultActions@1'),
  settingsSections: defineExtensionPoint<SettingsSectionData>('settings.sections@1'),
  projectHome: defineExtensionPoint<ProjectHomeCardData>('project.home@1'),
} as const;

export const CORE_EXTENSION_POINT_IDS: readonly string[] = Object.values(extensionPoints).map(
  (point) => point.id,
);
