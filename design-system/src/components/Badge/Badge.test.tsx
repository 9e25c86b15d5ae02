import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { badgeTones } from './Badge.css.js';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('renders its label as text', () => {
    render(<Badge tone="positive">Public</Badge>);
    expect(screen.getByText('Public').tagName).toBe('SPAN');
  });

  it('gives every tone its own class', () => {
    render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const classes = new Set(badgeTones.map((tone) => screen.getByText(tone).className));
    expect(classes.size).toBe(badgeTones.length);
  });

  it('is accessible', async () => {
    const { container } = render(
      <p>
        Bucket <Badge tone="accent">Public</Badge> <Badge tone="critical">RLS Disabled</Badge>
      </p>,
    );
    await expectAccessible(container);
  });
});
