import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', async () => {
    const onReset = vi.fn();
    render(
      <EmptyState
        title="No results found"
        description='Your search for "x" did not return any results'
        action={<Button onPress={onReset}>Reset filter</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No results found' })).toBeTruthy();
    expect(screen.getByText('Your search for "x" did not return any results')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filter' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('renders only the parts it is given', () => {
    render(<EmptyState title="No tables created yet" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('p')).toBeNull();
  });

  it('is accessible', async () => {
    const { container } = render(
      <EmptyState
        title="No entities available"
        description="This schema has no entities available yet"
        action={<Button>Create a table</Button>}
      />,
    );
    await expectAccessible(container);
  });
});
