import { Fragment, type ReactNode } from 'react';
import { parseInline, type Inline } from './inline.js';
import * as styles from './markdown.css.js';

export type RenderLink = (href: string, children: ReactNode) => ReactNode;
export type RenderImage = (src: string, alt: string) => ReactNode;

/** Schemes a docs link may use; anything else (`javascript:`) renders as text. */
const SAFE_HREF = /^(?:https?:|mailto:|[^:]*$)/i;

export const plainLink: RenderLink = (href, children) => <a href={href}>{children}</a>;

export const plainImage: RenderImage = (src, alt) => <img src={src} alt={alt} />;

function renderNode(
  node: Inline,
  key: number,
  renderLink: RenderLink,
  renderImage: RenderImage,
): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'code':
      return (
        <code key={key} className={styles.inlineCode}>
          {node.text}
        </code>
      );
    case 'strong':
      return <strong key={key}>{renderInline(node.children, renderLink, renderImage)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(node.children, renderLink, renderImage)}</em>;
    case 'link': {
      const children = renderInline(node.children, renderLink, renderImage);
      if (!SAFE_HREF.test(node.href)) return <span key={key}>{children}</span>;
      return <Fragment key={key}>{renderLink(node.href, children)}</Fragment>;
    }
    case 'image':
      if (!SAFE_HREF.test(node.src)) return node.alt;
      return <Fragment key={key}>{renderImage(node.src, node.alt)}</Fragment>;
  }
}

/** Renders inline markdown (a string, or nodes already parsed) as React nodes. */
export function renderInline(
  content: string | readonly Inline[],
  renderLink: RenderLink,
  renderImage: RenderImage = plainImage,
) {
  const nodes = typeof content === 'string' ? parseInline(content) : content;
  return nodes.map((node, index) => renderNode(node, index, renderLink, renderImage));
}
