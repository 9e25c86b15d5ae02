/**
 * A folder's or a file's mark in a row: drawn, not an emoji, so it shows the same in every font
 * (a machine without an emoji font draws an empty box for 📁).
 */
export function ItemIcon({ folder }: { readonly folder: boolean }) {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor">
      {folder ? (
        <path d="M1.5 3.5h5l1.5 1.5h6.5v8h-13z" strokeLinejoin="round" />
      ) : (
        <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" strokeLinejoin="round" />
      )}
    </svg>
  );
}
