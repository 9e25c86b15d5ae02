/** How much of a snippet's SQL its hover preview shows (spec section 9). */
export const PREVIEW_LENGTH = 43;

/** The hover preview of a snippet: its first 43 characters, with an ellipsis when cut. */
export function snippetPreview(sql: string): string {
  return sql.length > PREVIEW_LENGTH ? `${sql.slice(0, PREVIEW_LENGTH)}…` : sql;
}
