/** Spec section 6's tooltips on the tables screen's write controls without the permission. */
export const CREATE_TABLES_DENIED = 'You need additional permissions to create tables';
export const EDIT_TABLE_DENIED = 'Additional permissions required to edit table';
export const DELETE_TABLE_DENIED = 'Additional permissions required to delete table';
export const TOGGLE_REALTIME_DENIED = 'You need additional permissions to update replications';
