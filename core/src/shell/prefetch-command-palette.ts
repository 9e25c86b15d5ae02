import { useEffect } from 'react';

/** The palette's code (search, menu, modal): not part of the shell's first load. */
export const loadCommandPalette = () => import('./CommandPalette.js');

/**
 * Fetches the palette's code as soon as the user shows intent (Ctrl or Cmd goes down before the K,
 * or the pointer or focus reaches the palette button), so it is ready when the dialog opens and
 * no typed key is lost, without weighing on the first load.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const prefetch = () => {
      void loadCommandPalette();
      stop();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.key === 'Control' || event.key === 'Meta')
        prefetch();
    };
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-command-palette-button]'))
        prefetch();
    };
    const stop = () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerover', onIntent, true);
      window.removeEventListener('focusin', onIntent, true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerover', onIntent, true);
    window.addEventListener('focusin', onIntent, true);
    return stop;
  }, []);
}
