/** A parsed keybinding such as `Mod+Shift+K`. */
export interface Keybinding {
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

const MODIFIERS = new Set(['mod', 'shift', 'alt']);

export function parseKeybinding(text: string): Keybinding | undefined {
  const parts = text.split('+').map((p) => p.trim());
  const key = parts.pop();
  if (!key || parts.some((p) => !MODIFIERS.has(p.toLowerCase()))) return undefined;
  if (
    !/^([A-Za-z0-9]|F\d{1,2}|Enter|Escape|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|[/.,;\\[\]`-])$/.test(
      key,
    )
  ) {
    return undefined;
  }
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  return {
    key: key.toLowerCase(),
    mod: mods.has('mod'),
    shift: mods.has('shift'),
    alt: mods.has('alt'),
  };
}

/** Whether a keydown matches; Mod is Meta on macOS and Control elsewhere. */
export function matchesKeybinding(
  binding: Keybinding,
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  isMac: boolean,
): boolean {
  const mod = isMac ? event.metaKey : event.ctrlKey;
  return (
    event.key.toLowerCase() === binding.key &&
    mod === binding.mod &&
    event.shiftKey === binding.shift &&
    event.altKey === binding.alt
  );
}

/** How to show a binding to the user: `⌘⇧K` on macOS, `Ctrl+Shift+K` elsewhere. */
export function formatKeybinding(binding: Keybinding, isMac: boolean): string {
  const key = binding.key.length === 1 ? binding.key.toUpperCase() : binding.key;
  if (isMac)
    return `${binding.mod ? '⌘' : ''}${binding.alt ? '⌥' : ''}${binding.shift ? '⇧' : ''}${key}`;
  return [binding.mod && 'Ctrl', binding.alt && 'Alt', binding.shift && 'Shift', key]
    .filter(Boolean)
    .join('+');
}
