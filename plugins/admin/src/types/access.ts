/** The tooltips on the types screen's write controls without `sql:admin:write` on `types`. */
export const CREATE_TYPES_DENIED = 'You need additional permissions to create enumerated types';
export const EDIT_TYPE_DENIED = 'Additional permissions required to edit enumerated type';
export const DELETE_TYPE_DENIED = 'Additional permissions required to delete enumerated type';
