import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Button } from '../Button/Button.js';
import { sidePanel } from './SidePanel.css.js';
import {
  assistantPaneWidth,
  sidePanelExtents,
  sidePanelSizes,
  sidePanelSlideDuration,
} from './extents.js';
import { SidePanel, type SidePanelProps } from './SidePanel.js';

function renderPanel(props: Partial<SidePanelProps> = {}) {
  render(
    <SidePanel
      trigger={<Button>Add row</Button>}
      title="Add new row to countries"
      footer={(close) => <Button onPress={close}>Done</Button>}
      {...props}
    >
      <label>
        name <input />
      </label>
    </SidePanel>,
  );
  return screen.getByRole('button', { name: 'Add row' });
}

async function openPanel(props: Partial<SidePanelProps> = {}) {
  const user = userEvent.setup();
  await user.click(renderPanel(props));
  return screen.getByRole('dialog', { name: 'Add new row to countries' });
}

describe('SidePanel', () => {
  it('opens from the keyboard; Escape and the footer close it', async () => {
    const user = userEvent.setup();
    const trigger = renderPanel();
    trigger.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Add new row to countries' });
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Add new row to countries');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('defaults to the right side at the default size', () => {
    expect(sidePanel()).toBe(
      sidePanel({ side: 'right', size: 'default', withAssistantPane: false }),
    );
  });

  it('is 600px wide, 1200px with the assistant pane, and slides in over 300ms', () => {
    expect(sidePanelExtents.default.inline).toBe('600px');
    expect(assistantPaneWidth).toBe('1200px');
    expect(sidePanelSlideDuration).toBe('300ms');
    expect(sidePanelSizes).toEqual(['content', 'default', 'sm', 'lg', 'xl', 'xxl', 'full']);
  });

  it('gives the panel the side, size and assistant width asked for', async () => {
    const shape = { side: 'bottom', size: 'lg', withAssistantPane: true } as const;
    const modal = (await openPanel(shape)).parentElement as HTMLElement;
    expect(modal.className).toBe(sidePanel(shape));
    expect(sidePanel(shape)).not.toBe(sidePanel({ side: 'bottom', size: 'lg' }));
  });

  it('is accessible when open', async () => {
    await openPanel();
    await expectAccessible(document.body);
  });
});
