/**
 * The little XML the S3 protocol speaks: answers built from plain values, and the few request
 * bodies S3 clients send (DeleteObjects, CompleteMultipartUpload) read element by element. No
 * general parser: nothing is expanded (no DTD, no entities but the five and character
 * references), so a body cannot make the server fetch or grow anything.
 */

/** An element's content: text, nested elements, or (an array) the element repeated. */
export type XmlValue = string | number | boolean | Date | undefined | XmlElement | XmlElement[];
export interface XmlElement {
  readonly [name: string]: XmlValue | readonly string[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function render(name: string, value: XmlValue | readonly string[]): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((item: XmlValue) => render(name, item)).join('');
  if (value instanceof Date) return `<${name}>${value.toISOString()}</${name}>`;
  if (typeof value === 'object') {
    const inner = Object.entries(value as XmlElement)
      .map(([child, content]) => render(child, content))
      .join('');
    return `<${name}>${inner}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** A whole answer: the declaration and `root` (in S3's namespace, but for `Error`) with `content`. */
export function xmlDocument(root: string, content: XmlElement | string): string {
  const body = render(root, content);
  const opened =
    root === 'Error' ? body : body.replace(`<${root}>`, `<${root} xmlns="${S3_NAMESPACE}">`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${opened}`;
}

/** An XML answer with S3's content type. */
export const xmlResponse = (root: string, content: XmlElement | string, status = 200) =>
  new Response(xmlDocument(root, content), {
    status,
    headers: { 'content-type': 'application/xml' },
  });

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text content with its entity and character references replaced; undefined for an unknown one. */
function decodeText(text: string): string | undefined {
  let unknown = false;
  const decoded = text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (code > 0x10ffff) unknown = true;
      return unknown ? '' : String.fromCodePoint(code);
    }
    const entity = ENTITIES[ref];
    if (entity === undefined) unknown = true;
    return entity ?? '';
  });
  return unknown ? undefined : decoded;
}

/**
 * The contents of each `<name>` element in `xml`, in order (nested ones not told apart: the
 * bodies read here nest no element in one of its own name). Throws `MalformedXML`-worthy
 * `XmlSyntaxError` for a DTD or CDATA, which S3 clients never send.
 */
export function elementsOf(xml: string, name: string): string[] {
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(xml)) throw new XmlSyntaxError();
  const found: string[] = [];
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}\\s*>`, 'g');
  for (const match of xml.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The text of the first `<name>` element in `xml`, decoded, or undefined when there is none. */
export function textOf(xml: string, name: string): string | undefined {
  const [inner] = elementsOf(xml, name);
  if (inner === undefined) return undefined;
  if (inner.includes('<')) throw new XmlSyntaxError();
  const text = decodeText(inner);
  if (text === undefined) throw new XmlSyntaxError();
  return text;
}

/** A request body that is not the XML expected. */
export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}
