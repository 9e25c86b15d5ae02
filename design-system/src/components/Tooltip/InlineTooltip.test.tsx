import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { InlineTooltip } from './InlineTooltip.js';

describe('InlineTooltip', () => {
  it('shows on keyboard focus, describes the control, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <InlineTooltip content="Collapse navigation" placement="bottom">
        <Button aria-label="Collapse">Toggle</Button>
      </InlineTooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Collapse' });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Collapse navigation');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await expectAccessible(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    // The same button, still focused: opening and closing never rebuilt it.
    expect(document.activeElement).toBe(button);
  });

  it('shows on hover after its delay, keeping the hovered button, and hides on leave', async () => {
    const user = userEvent.setup();
    render(
      <InlineTooltip content="Expand navigation" placement="right" delay={50}>
        <Button>Expand</Button>
      </InlineTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Expand' });
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Expand navigation');
    expect(screen.getByRole('button', { name: 'Expand' })).toBe(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows no tip for the focus a click gives, and the click still reaches the control', async () => {
    const user = userEvent.setup();
    let pressed = 0;
    render(
      <InlineTooltip content="Collapse navigation" placement="bottom" delay={60_000}>
        <Button onPress={() => pressed++}>Toggle</Button>
      </InlineTooltip>,
    );
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(pressed).toBe(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
