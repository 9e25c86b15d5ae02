/** The tooltips on the triggers screen's write controls without `sql:admin:write` on `triggers`. */
export const CREATE_TRIGGERS_DENIED = 'You need additional permissions to create triggers';
export const EDIT_TRIGGER_DENIED = 'Additional permissions required to edit trigger';
export const DELETE_TRIGGER_DENIED = 'Additional permissions required to delete trigger';
