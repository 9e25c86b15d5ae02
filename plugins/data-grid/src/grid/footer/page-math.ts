/** Spec section 9: rows per page. */
export const pageSizes = [100, 500, 1000] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 100;

export const lastPage = (count: number, pageSize: number) =>
  Math.max(1, Math.ceil(count / pageSize));

/** Spec section 5: the page input clamps to 1..last page; text that is not a number keeps `current`. */
export function clampPage(input: string, current: number, last: number) {
  const page = Number.parseInt(input, 10);
  if (Number.isNaN(page)) return current;
  return Math.min(Math.max(page, 1), last);
}

export const isPageSize = (value: unknown): value is PageSize =>
  pageSizes.includes(value as PageSize);
