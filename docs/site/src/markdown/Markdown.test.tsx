import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.js';

describe('Markdown', () => {
  it('renders headings, paragraphs, lists and inline markup as semantic HTML', () => {
    render(
      <Markdown
        source={'# Title\n\nSome **bold** and `code`.\n\n- one\n- two\n\n3. three\n4. four\n\n---'}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
    expect(numbers!.getAttribute('start')).toBe('3');
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('renders fences with the design system’s CodeBlock, labelled with the file', () => {
    render(<Markdown source={'```ts title=src/greet.ts\nexport const a = 1;\n```'} />);
    expect(screen.getByText('export const a = 1;').closest('pre')).toBeTruthy();
    expect(screen.getByText('src/greet.ts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('renders tables with column headers and inline markup in cells', () => {
    render(<Markdown source={'| Id | Use |\n| --- | --- |\n| `a@1` | **b** |'} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Id', 'Use']);
    expect(screen.getByRole('cell', { name: 'a@1' }).querySelector('code')).toBeTruthy();
  });

  it('routes links through renderLink and drops unsafe ones', () => {
    render(
      <Markdown
        source="[Plugins](plugins.md) and [bad](javascript:alert(1))"
        renderLink={(href, children) => <a href={`#/${href.replace('.md', '')}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Plugins' }).getAttribute('href')).toBe('#/plugins');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeTruthy();
  });

  it('routes images through renderImage and drops unsafe ones to their description', () => {
    render(
      <Markdown
        source="![The grid](shots/grid.png) and ![bad](javascript:alert(1))"
        renderImage={(src, alt) => <img src={`/assets/${src}`} alt={alt} />}
      />,
    );
    expect(screen.getByRole('img', { name: 'The grid' }).getAttribute('src')).toBe(
      '/assets/shots/grid.png',
    );
    expect(screen.queryByRole('img', { name: 'bad' })).toBeNull();
    expect(screen.getByText(/bad/)).toBeTruthy();
  });

  it('puts embeds where the markdown marks them, and never renders raw HTML', () => {
    const { container } = render(
      <Markdown
        source={'<!-- embed:demo -->\n\n<script>alert(1)</script>'}
        embeds={{ demo: <button>Live</button> }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Live' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
  });
});
