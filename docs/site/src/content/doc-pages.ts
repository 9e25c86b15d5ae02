import { inlineText } from '../markdown/inline.js';

/** A markdown file of the repository, shown as a page of the site. */
export interface DocPage {
  /** Repository path, such as `docs/architecture/plugins.md`; relative links resolve from it. */
  readonly file: string;
  /** Route: the path under docs/ without `.md`, such as `/architecture/plugins`. */
  readonly route: string;
  readonly title: string;
  readonly source: string;
}

export interface DocSection {
  readonly title: string;
  readonly pages: readonly DocPage[];
}

type Sources = Record<string, string>;

// Relative to this file (docs/site/src/content/); a new markdown file shows up without code
// changes. Vite reads the options statically, so each call spells them out.
const guides: Sources = import.meta.glob<string>('../../../guides/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const architecture: Sources = import.meta.glob<string>('../../../architecture/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const reference: Sources = import.meta.glob<string>('../../../api.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The architecture pages in reading order; any other file follows, alphabetically. */
const READING_ORDER = ['overview', 'api', 'postgres', 'plugins', 'testing'];

function rank(file: string): number {
  const name = file.replace(/^.*\//, '').replace(/\.md$/, '');
  const index = READING_ORDER.indexOf(name);
  return index === -1 ? READING_ORDER.length : index;
}

function toPage(key: string, source: string): DocPage {
  const file = key.replace(/^(\.\.\/)+/, 'docs/');
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(source)?.[1];
  return {
    file,
    route: file.replace(/^docs/, '').replace(/\.md$/, ''),
    title: heading ? inlineText(heading) : file,
    source,
  };
}

function pagesOf(sources: Sources): DocPage[] {
  return Object.entries(sources)
    .map(([key, source]) => toPage(key, source))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file));
}

export const docSections: readonly DocSection[] = [
  { title: 'Guides', pages: pagesOf(guides) },
  { title: 'Architecture', pages: pagesOf(architecture) },
  { title: 'Reference', pages: pagesOf(reference) },
];

export const docPages: readonly DocPage[] = docSections.flatMap((section) => section.pages);
