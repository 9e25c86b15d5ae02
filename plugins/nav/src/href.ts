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
