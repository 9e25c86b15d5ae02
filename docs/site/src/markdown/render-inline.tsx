import { Fragment, type ReactNode } from 'react';
import { parseInline, type Inline } from './inline.js';
import * as styles from './markdown.css.js';

export type RenderLink = (href: string, children: ReactNode) => ReactNode;

/** Schemes a docs link may use; anything else (`javascript:`) renders as text. */
const SAFE_HREF = /^(?:https?:|mailto:|[^:]*$)/i;

export const plainLink: RenderLink = (href, children) => <a href={href}>{children}</a>;

function renderNode(node: Inline, key: number, renderLink: RenderLink): ReactNode {
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
      return <strong key={key}>{renderInline(node.children, renderLink)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(node.children, renderLink)}</em>;
    case 'link': {
      const children = renderInline(node.children, renderLink);
      if (!SAFE_HREF.test(node.href)) return <span key={key}>{children}</span>;
      return <Fragment key={key}>{renderLink(node.href, children)}</Fragment>;
    }
  }
}

/** Renders inline markdown (a string, or nodes already parsed) as React nodes. */
export function renderInline(content: string | readonly Inline[], renderLink: RenderLink) {
  const nodes = typeof content === 'string' ? parseInline(content) : content;
  return nodes.map((node, index) => renderNode(node, index, renderLink));
}
