import { describe, expect, it } from 'vitest';
import { formatKeybinding, matchesKeybinding, parseKeybinding } from './keybinding.js';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keybindings', () => {
  it('parses modifiers and rejects nonsense', () => {
    expect(parseKeybinding('Mod+Shift+K')).toEqual({
      key: 'k',
      mod: true,
      shift: true,
      alt: false,
    });
    expect(parseKeybinding('Mod+Hyper+K')).toBeUndefined();
    expect(parseKeybinding('Mod+')).toBeUndefined();
  });

  it('matches Mod as Cmd on macOS and Ctrl elsewhere', () => {
    const binding = parseKeybinding('Mod+K')!;
    expect(matchesKeybinding(binding, key('k', { metaKey: true }), true)).toBe(true);
    expect(matchesKeybinding(binding, key('k', { ctrlKey: true }), true)).toBe(false);
    expect(matchesKeybinding(binding, key('K', { ctrlKey: true }), false)).toBe(true);
    expect(matchesKeybinding(binding, key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(
      false,
    );
  });

  it('formats for the platform', () => {
    const binding = parseKeybinding('Mod+Shift+K')!;
    expect(formatKeybinding(binding, true)).toBe('⌘⇧K');
    expect(formatKeybinding(binding, false)).toBe('Ctrl+Shift+K');
  });
});
