import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage.js';

describe('ErrorPage', () => {
  it('says what went wrong, with the code and message, and offers two ways out', () => {
    render(<ErrorPage code="RegistryError" message="Duplicate plugin id nav" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Something went wrong');
    expect(screen.getByText('Error code: RegistryError')).toBeTruthy();
    expect(screen.getByText('Duplicate plugin id nav')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Head back' }).getAttribute('href')).toBe('/projects');
    expect(
      screen.getByRole('link', { name: 'Submit a support request' }).getAttribute('href'),
    ).toBe('/support/new');
  });

  it('leaves the code line out when there is no code', () => {
    render(<ErrorPage message="The deployment could not be loaded" />);
    expect(screen.queryByText(/Error code/)).toBeNull();
    expect(screen.getByText('The deployment could not be loaded')).toBeTruthy();
  });
});
