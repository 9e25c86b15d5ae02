/**
 * For tests: the accessible name of the type picker's option whose label is `label`. An option is
 * named by all it shows, the label then what the type holds, so `json` must not match `jsonb`.
 */
export const typeOptionName = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
