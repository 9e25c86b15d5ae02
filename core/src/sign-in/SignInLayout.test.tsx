import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInLayout } from './SignInLayout.js';

describe('SignInLayout', () => {
  it('quotes a testimonial the install configured, with its handle and avatar', () => {
    render(
      <SignInLayout
        title="Welcome back"
        testimonials={[{ text: 'Our team signs in as themselves.', handle: '@ines', avatar: 'IB' }]}
      >
        <p>form</p>
      </SignInLayout>,
    );
    const panel = screen.getByRole('complementary', { name: 'What people say' });
    expect(within(panel).getByText('Our team signs in as themselves.')).toBeTruthy();
    expect(within(panel).getByText('@ines')).toBeTruthy();
  });
});
