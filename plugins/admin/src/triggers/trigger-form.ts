import type { DbTrigger } from '../data/trigger-queries.js';

/** Spec section 4: the modes, the first the default, each with what it means. */
export const ENABLED_MODES = [
  { mode: 'ORIGIN', description: 'Fires in the default (origin) session replication role.' },
  { mode: 'REPLICA', description: 'Fires only when the session replication role is replica.' },
  { mode: 'ALWAYS', description: 'Fires whatever the session replication role.' },
  { mode: 'DISABLED', description: 'Does not fire.' },
] as const;
export type EnabledMode = (typeof ENABLED_MODES)[number]['mode'];

export const ORIENTATIONS = ['ROW', 'STATEMENT'] as const;
export const ACTIVATIONS = ['BEFORE', 'AFTER'] as const;
/** The events the panel offers (spec section 4); several may be chosen. */
export const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type TriggerEvent = (typeof EVENTS)[number];

/** The trigger panel's fields (spec section 3's trigger form). */
export interface TriggerForm {
  name: string;
  enabledMode: EnabledMode;
  orientation: (typeof ORIENTATIONS)[number];
  activation: (typeof ACTIVATIONS)[number] | '';
  /** The table's name, in the schema in view; empty until one is chosen. */
  table: string;
  schema: string;
  events: TriggerEvent[];
  functionName: string;
  functionSchema: string;
}

/** Spec section 3's defaults: ORIGIN, STATEMENT, BEFORE, no table, event or function yet. */
export const newTriggerForm = (schema: string): TriggerForm => ({
  name: '',
  enabledMode: 'ORIGIN',
  orientation: 'STATEMENT',
  activation: 'BEFORE',
  table: '',
  schema,
  events: [],
  functionName: '',
  functionSchema: '',
});

/** An existing trigger's fields, for the panel in edit mode. */
export const formOf = (trigger: DbTrigger): TriggerForm => ({
  name: trigger.name,
  enabledMode: trigger.enabled_mode,
  orientation: trigger.orientation,
  // INSTEAD OF (views only) is shown as it is; edit mode cannot change it anyway.
  activation: trigger.activation === 'AFTER' ? 'AFTER' : 'BEFORE',
  table: trigger.table,
  schema: trigger.schema,
  events: trigger.events.filter((event): event is TriggerEvent =>
    (EVENTS as readonly string[]).includes(event),
  ),
  functionName: trigger.function_name,
  functionSchema: trigger.function_schema,
});

/** Spec section 5's messages, and the one for a trigger without a function. */
export const TRIGGER_MESSAGES = {
  name: 'Invalid trigger name',
  events: 'Select at least 1 event',
  table: 'You must choose a table',
  activation: 'Please select an activation',
  function: 'Please pick a function',
} as const;

export type TriggerErrors = Partial<Record<keyof typeof TRIGGER_MESSAGES, string>>;

/** Spec section 5: a name without whitespace, a table, an event, an activation; and a function. */
export function validateTrigger(form: TriggerForm): TriggerErrors {
  const errors: TriggerErrors = {};
  if (!/^\S+$/.test(form.name)) errors.name = TRIGGER_MESSAGES.name;
  if (!form.table) errors.table = TRIGGER_MESSAGES.table;
  if (form.events.length === 0) errors.events = TRIGGER_MESSAGES.events;
  if (!form.activation) errors.activation = TRIGGER_MESSAGES.activation;
  if (!form.functionName) errors.function = TRIGGER_MESSAGES.function;
  return errors;
}

/** `POST /triggers`: the table's schema is the trigger's. */
export function createBody(form: TriggerForm) {
  return {
    name: form.name,
    schema: form.schema,
    table: form.table,
    activation: form.activation || 'BEFORE',
    orientation: form.orientation,
    events: form.events,
    function_schema: form.functionSchema,
    function_name: form.functionName,
    enabled_mode: form.enabledMode,
  };
}

/** `PATCH /triggers/{id}`: only what edit mode may change (name, enabled mode) and did. */
export function updateBody(form: TriggerForm, trigger: DbTrigger) {
  return {
    ...(form.name !== trigger.name ? { name: form.name } : {}),
    ...(form.enabledMode !== trigger.enabled_mode ? { enabled_mode: form.enabledMode } : {}),
  };
}

/** The list's search: a trigger's name, whatever the case. */
export const triggerSearch = (name: string, search: string) =>
  name.toLowerCase().includes(search.trim().toLowerCase());

/** The picker's search: a function's name or schema, whatever the case. */
export const functionMatches = (fn: { name: string; schema: string }, search: string) => {
  const needle = search.trim().toLowerCase();
  return fn.name.toLowerCase().includes(needle) || fn.schema.toLowerCase().includes(needle);
};
