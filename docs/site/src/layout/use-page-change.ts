import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

const SITE = 'Atrium docs';

/**
 * What a full page load would do on client-side navigation: name the tab after the page's h1,
 * scroll to the top, and move focus to the h1 so screen readers announce the new page. The first
 * render keeps focus where the browser put it.
 */
export function usePageChange(main: RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const heading = main.current?.querySelector('h1');
    document.title = heading?.textContent ? `${heading.textContent} · ${SITE}` : SITE;
    if (first.current) {
      first.current = false;
      return;
    }
    if (main.current) main.current.scrollTop = 0;
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [location, main]);
}
