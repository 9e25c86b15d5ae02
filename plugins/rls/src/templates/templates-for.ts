import { realtimeTemplates } from './realtime-templates.js';
import { tableTemplates } from './table-templates.js';
import type { PolicyTemplate } from './template.js';

/** The templates the picker offers for a table: realtime ones for `realtime.messages`. */
export function templatesFor(schema: string, table: string): readonly PolicyTemplate[] {
  const all =
    schema === 'realtime' && table === 'messages'
      ? realtimeTemplates
      : tableTemplates(schema, table);
  return all.filter((template) => !template.preview);
}
