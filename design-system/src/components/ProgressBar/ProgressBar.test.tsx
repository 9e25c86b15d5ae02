import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { ProgressBar } from './ProgressBar.js';

describe('ProgressBar', () => {
  it('exposes a determinate value, its text and the fill width', () => {
    render(<ProgressBar label="Uploading" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(bar.querySelector<HTMLElement>('[style]')?.style.width).toBe('42%');
  });

  it('formats the value as asked (two decimals for uploads)', () => {
    render(
      <ProgressBar
        aria-label="Upload"
        value={12.3456}
        formatOptions={{ style: 'percent', maximumFractionDigits: 2 }}
        minValue={0}
        maxValue={100}
      />,
    );
    expect(screen.getByText('12.35%')).toBeTruthy();
  });

  it('is indeterminate without a value and then shows no number', () => {
    render(<ProgressBar label="Preparing" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.textContent).toBe('Preparing');
  });

  it('is accessible', async () => {
    const { container } = render(
      <>
        <ProgressBar label="Uploading" value={60} />
        <ProgressBar aria-label="Loading" isIndeterminate />
      </>,
    );
    await expectAccessible(container);
  });
});
