import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { ButtonLink } from './ButtonLink.js';

describe('ButtonLink', () => {
  it('is a real link with the button look', async () => {
    const { container } = render(
      <ButtonLink href="/projects" variant="solid" tone="accent">
        Head back
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Head back' });
    expect(link.getAttribute('href')).toBe('/projects');
    await expectAccessible(container);
  });
});
