/**
 * Each segment of an uploaded path with every character but word characters, dots and hyphens
 * replaced by '_' (spec §5), so a name is one the storage API takes and a URL needs no escaping.
 */
export const safeUploadPath = (path: string): string =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/[^\w.-]/g, '_'))
    .join('/');

/**
 * `name` made unique among `taken` with ' (n)' before its extension (spec §5): 'a.png',
 * 'a (1).png', 'a (2).png'... The name chosen is added to `taken`, so a batch stays unique.
 */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 1; taken.has(candidate); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate);
  return candidate;
}

/** Paths a folder drop brings that are not files of its own ('#/' marks a browser's artefact). */
export const isDroppedArtefact = (path: string): boolean => path.includes('#/');
