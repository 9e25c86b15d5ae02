import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.js';

describe('Box', () => {
  it('turns sprinkle props into classes and passes the rest to the element', () => {
    const { container } = render(
      <Box as="section" padding="large" display="flex" aria-label="area" className="own">
        content
      </Box>,
    );
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-label')).toBe('area');
    expect(section.className).toContain('own');
    expect(section.className.split(' ').length).toBeGreaterThan(2);
    expect(section.hasAttribute('padding')).toBe(false);
  });
});
