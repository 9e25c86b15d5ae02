import { Box, Select, SelectItem, TextField } from '@atrium/design-system';
import { EVENT_OPTIONS, type AuditEvent } from './audit-events.js';

/** The audit routes' filters, as the page holds them: empty strings are left out of the query. */
export interface AuditFilterValues {
  readonly actor: string;
  readonly action: AuditEvent | '';
  readonly target: string;
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: AuditFilterValues = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
};

const ANY_EVENT = { id: '', name: 'Any event' };

/** The filters as the audit routes' query takes them: only those set. */
export const filterQuery = (filters: AuditFilterValues) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as {
    [K in keyof AuditFilterValues]?: Exclude<AuditFilterValues[K], ''>;
  };

/** Actor, event, target and a date range: the controls above an audit log. */
export function AuditFilterBar({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const set = (key: Exclude<keyof AuditFilterValues, 'action'>) => (next: string) =>
    onChange({ ...value, [key]: next });
  return (
    <Box display="flex" gap="small" flexWrap="wrap" alignItems="flex-end">
      <TextField label="Actor" value={value.actor} onChange={set('actor')} />
      <Select
        label="Event"
        value={value.action}
        // The options are the events' ids, and '' for any.
        onChange={(key) => onChange({ ...value, action: (key ?? '') as AuditEvent | '' })}
        items={[ANY_EVENT, ...EVENT_OPTIONS]}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <TextField label="Target" value={value.target} onChange={set('target')} />
      <TextField label="From" type="date" value={value.from} onChange={set('from')} />
      <TextField label="To" type="date" value={value.to} onChange={set('to')} />
    </Box>
  );
}
