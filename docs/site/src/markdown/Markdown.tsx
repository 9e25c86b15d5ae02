import { createElement, useMemo, type ReactNode } from 'react';
import { CodeBlock } from '@atrium/design-system';
import { DataTable } from '../ui/DataTable.js';
import { parseBlocks, type Block } from './blocks.js';
import * as styles from './markdown.css.js';
import {
  plainImage,
  plainLink,
  renderInline,
  type RenderImage,
  type RenderLink,
} from './render-inline.js';

export interface MarkdownProps {
  readonly source: string;
  /** Renders each link; a plain anchor by default. The site routes `.md` links to its pages. */
  readonly renderLink?: RenderLink;
  /** Renders each image; a plain `img` by default. The site serves the repository's screenshots. */
  readonly renderImage?: RenderImage;
  /** What to show at each `<!-- embed:name -->` line, such as a live example. */
  readonly embeds?: Readonly<Record<string, ReactNode>>;
}

interface Context {
  readonly renderLink: RenderLink;
  readonly renderImage: RenderImage;
  readonly embeds: Readonly<Record<string, ReactNode>>;
}

/** A list item whose content starts with a paragraph shows that text directly (a tight list). */
function renderItem(blocks: readonly Block[], context: Context): ReactNode {
  const [first, ...rest] = blocks;
  if (first?.type !== 'paragraph') return renderBlocks(blocks, context);
  return (
    <>
      {renderInline(first.text, context.renderLink, context.renderImage)}
      {renderBlocks(rest, context)}
    </>
  );
}

function renderBlock(block: Block, key: number, context: Context): ReactNode {
  const inline = (text: string) => renderInline(text, context.renderLink, context.renderImage);
  switch (block.type) {
    case 'heading':
      return createElement(`h${block.level}`, { key }, inline(block.text));
    case 'paragraph':
      return <p key={key}>{inline(block.text)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>{renderItem(item, context)}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'code':
      // The file a block comes from says more than its language.
      return (
        <CodeBlock
          key={key}
          code={block.code}
          language={block.title ?? block.lang}
          UNSAFE_className={styles.codeBlock}
        />
      );
    case 'table':
      return (
        <DataTable
          key={key}
          header={block.header.map(inline)}
          rows={block.rows.map((row) => row.map(inline))}
          align={block.align}
        />
      );
    case 'rule':
      return <hr key={key} />;
    case 'embed':
      return (
        <div key={key} className={styles.embed}>
          {context.embeds[block.name]}
        </div>
      );
  }
}

function renderBlocks(blocks: readonly Block[], context: Context): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index, context));
}

/**
 * Renders markdown the docs are written in, with the design system: fences become CodeBlocks,
 * tables semantic tables. No raw HTML is ever rendered.
 */
export function Markdown({
  source,
  renderLink = plainLink,
  renderImage = plainImage,
  embeds = {},
}: MarkdownProps) {
  const blocks = useMemo(() => parseBlocks(source), [source]);
  return (
    <div className={styles.prose}>{renderBlocks(blocks, { renderLink, renderImage, embeds })}</div>
  );
}
