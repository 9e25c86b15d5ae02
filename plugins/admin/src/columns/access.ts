/** Spec section 6's tooltips on the columns screen's write controls without the permission. */
export const CREATE_COLUMNS_DENIED = 'You need additional permissions to create columns';
export const EDIT_COLUMN_DENIED = 'Additional permissions required to edit column';
export const DELETE_COLUMN_DENIED = 'Additional permissions required to delete column';
