import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Skeleton } from './Skeleton.js';

describe('Skeleton', () => {
  it('is busy, hides its shapes and says what is loading', () => {
    render(<Skeleton label="Loading buckets" />);
    const container = screen.getByText('Loading buckets').parentElement!;
    expect(container.getAttribute('aria-busy')).toBe('true');
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
  });

  it('renders the requested number of blocks at the requested height', () => {
    const { container } = render(<Skeleton shape="block" count={2} height={37} />);
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(2);
    expect((shapes[0] as HTMLElement).style.height).toBe('37px');
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="block" />
      </>,
    );
    await expectAccessible(container);
  });
});
