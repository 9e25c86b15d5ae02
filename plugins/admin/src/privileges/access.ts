/** The tooltip on the column privileges' checkboxes without `sql:admin:write` on `privileges`. */
export const UPDATE_PRIVILEGES_DENIED =
  'You need additional permissions to update column privileges';
