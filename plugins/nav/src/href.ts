/** Values for the placeholders of nav hrefs: `{ref}` (project) and `{slug}` (organization). */
export type HrefParams = Readonly<Partial<Record<string, string>>>;

/**
 * Fills `{name}` placeholders, URL-encoding each value. Undefined when one has no value: a link to
 * `/org/undefined/billing` would be worse than no link.
 */
export function fillHref(template: string, params: HrefParams): string | undefined {
  let missing = false;
  const href = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? undefined : href;
}

/**
 * Pages that make no sense until the project is up lead to the building page meanwhile. Keyed by
 * href, so an override of the item that keeps the href keeps the behaviour.
 */
const WHILE_COMING_UP: Readonly<Record<string, string>> = {
  '/project/{ref}/settings/infrastructure': '/project/{ref}/building',
};

/** The href template to use, given whether the project is still coming up. */
export function hrefTemplate(template: string, comingUp: boolean): string {
  return (comingUp && WHILE_COMING_UP[template]) || template;
}
