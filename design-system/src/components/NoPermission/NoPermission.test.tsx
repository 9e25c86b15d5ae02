import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { NoPermission } from './NoPermission.js';

describe('NoPermission', () => {
  it('renders the exact product message for the resource', () => {
    render(<NoPermission resource="view tables from this project" />);
    expect(
      screen.getByText(
        'You need additional permissions to view tables from this project. Contact your organization owner or administrator for assistance.',
      ),
    ).toBeTruthy();
  });

  it('is accessible', async () => {
    const { container } = render(<NoPermission resource="view database publications" />);
    await expectAccessible(container);
  });
});
