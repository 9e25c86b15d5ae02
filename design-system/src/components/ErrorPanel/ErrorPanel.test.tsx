import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { ErrorPanel } from './ErrorPanel.js';

describe('ErrorPanel', () => {
  it('announces the failure with its message and code', () => {
    render(<ErrorPanel message="relation does not exist" code="42P01" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('relation does not exist');
    expect(alert.textContent).toContain('Error code: 42P01');
  });

  it('retries with its custom label', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorPanel title="Failed to load schemas" onRetry={onRetry} retryLabel="Reload schemas" />,
    );
    expect(screen.getByRole('heading', { name: 'Failed to load schemas' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload schemas' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorPanel title="Failed to retrieve tables" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is accessible', async () => {
    const { container } = render(<ErrorPanel message="timeout" code={504} onRetry={() => {}} />);
    await expectAccessible(container);
  });
});
