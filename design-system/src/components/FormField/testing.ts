/**
 * What a screen reader reads as an element's description: the text of the elements its
 * aria-describedby names, in order. (jsdom computes no accessible description itself.)
 */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}
