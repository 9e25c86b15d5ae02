/** The tooltip on the extensions screen's write controls without `sql:admin:write` on it. */
export const UPDATE_EXTENSIONS_DENIED =
  'You need additional permissions to update database extensions';
