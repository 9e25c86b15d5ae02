import { IconButton, Select, SelectItem } from '@atrium/design-system';
import { useEffect, useState } from 'react';
import * as styles from './BottomBar.css.js';
import { clampPage, lastPage, pageSizes, type PageSize } from './page-math.js';

export interface PageControlProps {
  readonly page: number;
  readonly pageSize: PageSize;
  /** Unknown while the count loads: paging forward is then left open. */
  readonly count: number | undefined;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: PageSize) => void;
}

/** Previous / page input / next, and the rows-per-page choice. */
export function PageControl({ page, pageSize, count, onPage, onPageSize }: PageControlProps) {
  const last = count === undefined ? Infinity : lastPage(count, pageSize);
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const go = () => {
    const next = clampPage(text, page, last);
    setText(String(next));
    if (next !== page) onPage(next);
  };
  return (
    <>
      <span className={styles.group}>
        <IconButton
          size="small"
          variant="ghost"
          icon="‹"
          label="Previous page"
          isDisabled={page <= 1}
          onPress={() => onPage(page - 1)}
        />
        <span className={styles.wordy}>Page</span>
        <input
          className={styles.pageInput}
          aria-label="Page"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={go}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go();
          }}
        />
        {Number.isFinite(last) && <span>of {last.toLocaleString()}</span>}
        <IconButton
          size="small"
          variant="ghost"
          icon="›"
          label="Next page"
          isDisabled={page >= last}
          onPress={() => onPage(page + 1)}
        />
      </span>
      <Select
        aria-label="Rows per page"
        UNSAFE_className={styles.pageSize}
        value={pageSize}
        onChange={(size) => onPageSize(Number(size) as PageSize)}
      >
        {pageSizes.map((size) => (
          <SelectItem key={size} id={size} textValue={`${size} rows`}>
            {`${size} rows`}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}
