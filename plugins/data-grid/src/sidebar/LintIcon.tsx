import * as css from './TableEditorSidebar.css.js';

/**
 * One lint on a sidebar row: a warning sign named by the spec's words, shown as its tooltip. A
 * badge of those words took most of the row and cut the table's name to a few letters.
 */
export function LintIcon({ lint }: { readonly lint: string }) {
  return (
    <span className={css.lintIcon} role="img" aria-label={lint} title={lint}>
      <svg
        width="14"
        height="14"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden
      >
        {/* A warning triangle with an exclamation mark. */}
        <path d="M8 1.75 14.75 13.75H1.25z M8 6v3.5 M8 11.75v.01" />
      </svg>
    </span>
  );
}
