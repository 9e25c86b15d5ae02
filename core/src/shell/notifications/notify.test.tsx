import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@atrium/design-system';
import { useFeedback } from '../../host/feedback.js';
import type { NotificationHandle } from '../../plugin-api/context.js';
import { FeedbackProvider } from '../FeedbackProvider.js';

/** The shell's feedback, as a plugin context hands it out. */
function renderFeedback() {
  let feedback: ReturnType<typeof useFeedback> | undefined;
  const Capture = () => {
    feedback = useFeedback();
    return null;
  };
  render(
    <FeedbackProvider>
      <Capture />
    </FeedbackProvider>,
  );
  return feedback!;
}

// The region's code loads with the first notification, which can take a while in jsdom.
const region = () => screen.findByRole('region', { name: /notification/i }, { timeout: 10_000 });

afterEach(() => act(() => toast.clear()));

describe('notify() of the plugin context', () => {
  it('shows progress, updates it in place, then the outcome, and can be dismissed', async () => {
    const { notify } = renderFeedback();
    let handle!: NotificationHandle;
    act(() => {
      handle = notify({ title: 'Exporting pets', tone: 'info', progress: 0.25 });
    });
    const shown = await region();
    const bar = await within(shown).findByRole('progressbar', { name: 'Exporting pets' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    act(() => handle.update({ progress: 0.5, description: '500 of 1,000 rows' }));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(shown).getByText('500 of 1,000 rows')).toBeTruthy();
    act(() =>
      handle.update({
        title: 'Exported pets',
        tone: 'success',
        progress: undefined,
        description: undefined,
      }),
    );
    expect(await within(shown).findByText('Exported pets')).toBeTruthy();
    expect(within(shown).queryByText('Exporting pets')).toBeNull();
    expect(within(shown).queryByRole('progressbar')).toBeNull();
    act(() => handle.dismiss());
    await vi.waitFor(() => expect(screen.queryByText('Exported pets')).toBeNull());
  });

  it('runs its action and closes when the action is pressed', async () => {
    const { notify } = renderFeedback();
    const cancel = vi.fn();
    act(() => {
      notify({
        title: 'Importing',
        tone: 'info',
        progress: null,
        action: { label: 'Cancel', onAction: cancel },
      });
    });
    const shown = await region();
    expect(await within(shown).findByRole('progressbar', { name: 'Importing' })).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByText('Importing')).toBeNull());
  });
});
