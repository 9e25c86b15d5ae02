import type { DocPage as Page } from '../content/doc-pages.js';
import { guideEmbeds } from '../guide/embeds.js';
import { Markdown } from '../markdown/Markdown.js';
import { DocImage } from './DocImage.js';
import { DocLink } from './DocLink.js';

/** A markdown file of the repository; its own `# heading` is the page's h1. */
export function DocPage({ page }: { page: Page }) {
  return (
    <article>
      <Markdown
        source={page.source}
        embeds={guideEmbeds}
        renderLink={(href, children) => (
          <DocLink from={page.file} href={href}>
            {children}
          </DocLink>
        )}
        renderImage={(src, alt) => <DocImage from={page.file} src={src} alt={alt} />}
      />
    </article>
  );
}
