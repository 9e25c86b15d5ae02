/** The tooltips on the functions screen's write controls without `sql:admin:write` on `functions`. */
export const CREATE_FUNCTIONS_DENIED = 'You need additional permissions to create functions';
export const EDIT_FUNCTION_DENIED = 'Additional permissions required to edit function';
export const DELETE_FUNCTION_DENIED = 'Additional permissions required to delete function';
