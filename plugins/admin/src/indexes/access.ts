/** The tooltips on the indexes screen's write controls without `sql:admin:write` on `indexes`. */
export const CREATE_INDEXES_DENIED = 'You need additional permissions to create indexes';
export const DELETE_INDEX_DENIED = 'Additional permissions required to delete index';
