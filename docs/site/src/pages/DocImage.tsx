import { docImages } from '../content/doc-images.js';
import { resolveLink } from '../content/resolve-link.js';
import * as styles from '../markdown/markdown.css.js';

/** An image in a markdown page: a repository file the site bundles, or an address outside it. */
export function DocImage({ from, src, alt }: { from: string; src: string; alt: string }) {
  const target = resolveLink(from, src, new Map());
  const url =
    target.kind === 'external'
      ? target.href
      : target.kind === 'repository'
        ? docImages.get(target.path)
        : undefined;
  // An image the site does not bundle shows its description rather than a broken picture.
  if (url === undefined) return <span>{alt}</span>;
  return <img src={url} alt={alt} className={styles.image} loading="lazy" />;
}
