/**
 * The editor's open tabs: the `:id`s of `/sql/{id}` in the order they were opened (`new` for
 * `/sql/new`). Pure, so the tab bar only renders and persists what these decide.
 */
export type OpenTabs = readonly string[];

/** `tabs` with `id` open: added at the end the first time, in place after that. */
export const withOpened = (tabs: OpenTabs, id: string): OpenTabs =>
  tabs.includes(id) ? tabs : [...tabs, id];

/** `tabs` with `from` become `to` in its place (`new` saved as a snippet), never twice. */
export function withRenamed(tabs: OpenTabs, from: string, to: string): OpenTabs {
  if (!tabs.includes(from)) return withOpened(tabs, to);
  return tabs.flatMap((id) => (id === from ? [to] : id === to ? [] : [id]));
}

/**
 * `tabs` without `closed`, and where the editor goes: nowhere when a tab other than the open one
 * closed; to its right neighbour (else its left one) when the open one closed; to `/sql/new` when
 * no tab is left.
 */
export function afterClose(
  tabs: OpenTabs,
  closed: string,
  openId: string,
): { readonly tabs: OpenTabs; readonly next?: string } {
  const at = tabs.indexOf(closed);
  const left = tabs.filter((id) => id !== closed);
  if (closed !== openId) return { tabs: left };
  if (left.length === 0) return { tabs: left, next: 'new' };
  return { tabs: left, next: left[Math.min(Math.max(at, 0), left.length - 1)] };
}

/**
 * `tabs` without the snippets that no longer exist (deleted here or by someone else): every tab
 * but `new` and the open one must name a snippet of `existing`. The open one stays: a snippet
 * just saved from `/sql/new` is open before the list that holds it has come back.
 */
export const withoutMissing = (
  tabs: OpenTabs,
  existing: ReadonlySet<string>,
  openId: string,
): OpenTabs => tabs.filter((id) => id === 'new' || id === openId || existing.has(id));

/** Parses what was kept in the browser: a list of ids, or nothing usable. */
export const parseTabs = (kept: unknown): OpenTabs =>
  Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
