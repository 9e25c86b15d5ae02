import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.js';
import { collapseBreadcrumbs } from './collapseBreadcrumbs.js';

const path = (n: number): BreadcrumbItem[] =>
  Array.from({ length: n }, (_, i) => ({ label: `folder${i + 1}`, href: `/f/${i + 1}` }));

const crumbTexts = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('/', ''));

describe('collapseBreadcrumbs', () => {
  it('keeps 5 entries and collapses 6 to 2 + hidden + 2', () => {
    expect(collapseBreadcrumbs([1, 2, 3, 4, 5]).hidden).toEqual([]);
    expect(collapseBreadcrumbs([1, 2, 3, 4, 5, 6])).toEqual({
      head: [1, 2],
      hidden: [3, 4],
      tail: [5, 6],
    });
  });
});

describe('Breadcrumbs', () => {
  it('shows all 5 crumbs without a collapse button', () => {
    render(<Breadcrumbs items={path(5)} />);
    expect(crumbTexts()).toEqual(['folder1', 'folder2', 'folder3', 'folder4', 'folder5']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses 6 crumbs to the first 2, ... and the last 2', () => {
    render(<Breadcrumbs items={path(6)} />);
    expect(crumbTexts()).toEqual(['folder1', 'folder2', '...', 'folder5', 'folder6']);
  });

  it('reveals the hidden crumbs from the ... button and focuses the first', async () => {
    render(<Breadcrumbs items={path(7)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 hidden breadcrumbs' }));
    expect(crumbTexts()).toEqual(path(7).map((item) => item.label));
    expect(document.activeElement?.textContent).toBe('folder3');
  });

  it('links earlier crumbs and marks the last as the current page', () => {
    render(<Breadcrumbs items={path(3)} />);
    expect(screen.getByRole('link', { name: 'folder1' }).getAttribute('href')).toBe('/f/1');
    const current = screen.getByText('folder3');
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('reports the pressed crumb for client-side navigation', async () => {
    const onAction = vi.fn();
    render(
      <Breadcrumbs items={[{ label: 'Buckets' }, { label: 'avatars' }]} onAction={onAction} />,
    );
    await userEvent.click(screen.getByText('Buckets'));
    expect(onAction).toHaveBeenCalledWith({ label: 'Buckets' }, 0);
  });

  it('is accessible collapsed and expanded', async () => {
    const { container } = render(<Breadcrumbs items={path(8)} />);
    await expectAccessible(container);
    await userEvent.click(screen.getByRole('button'));
    await expectAccessible(container);
  });
});
