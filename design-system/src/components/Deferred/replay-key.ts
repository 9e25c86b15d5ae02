/**
 * Presses a key again on the real trigger, down then up, as react-aria's handlers expect: menus
 * and selects open on the down (the first item focused), dialog triggers on the up.
 */
export function replayKey(trigger: HTMLElement, key: string): void {
  for (const type of ['keydown', 'keyup'] as const) {
    trigger.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
  }
}
