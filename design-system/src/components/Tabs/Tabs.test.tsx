import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

function StorageTabs(props: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Storage settings">
        <Tab id="buckets">Buckets</Tab>
        <Tab id="policies">Policies</Tab>
        <Tab id="settings" isDisabled>
          Settings
        </Tab>
      </TabList>
      <TabPanel id="buckets">Bucket list</TabPanel>
      <TabPanel id="policies">Policy list</TabPanel>
      <TabPanel id="settings">Settings form</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<StorageTabs />);
    expect(screen.getByRole('tab', { name: 'Buckets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Bucket list');
  });

  it('switches with the arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    render(<StorageTabs onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Buckets' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Policies' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Policy list');
    // Settings is disabled, so the arrow wraps back to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Bucket list');
    expect(onSelectionChange).toHaveBeenLastCalledWith('buckets');
  });

  it('switches on click', async () => {
    render(<StorageTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.getByRole('tabpanel', { name: 'Policies' }).textContent).toBe('Policy list');
  });

  it('is accessible', async () => {
    const { container } = render(<StorageTabs />);
    await expectAccessible(container);
  });
});
