import { useEffect, useRef } from 'react';
import * as css from './TableEditorSidebar.css.js';

export interface LoadMoreRowProps {
  readonly onLoadMore: () => void;
  readonly isLoading: boolean;
}

/**
 * The end of the list: a sentinel that asks for more entities when it scrolls into view, and a
 * row saying so while they load (react-aria's load-more item, without its collection machinery).
 */
export function LoadMoreRow({ onLoadMore, isLoading }: LoadMoreRowProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || isLoading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isLoading]);
  return (
    <>
      <div ref={sentinel} className={css.loadMoreSentinel} inert />
      {isLoading && (
        <div role="row" className={css.loadMore}>
          <div role="gridcell">Loading more tables...</div>
        </div>
      )}
    </>
  );
}
