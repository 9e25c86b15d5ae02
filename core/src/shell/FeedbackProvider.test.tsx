import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, type ButtonProps } from '@atrium/design-system';
import { useFeedback } from '../host/feedback.js';
import { FeedbackProvider } from './FeedbackProvider.js';

/** Asks for a confirmation the way a plugin does, and shows the answer once it arrives. */
function AskToDrop({ critical }: { critical?: boolean }) {
  const { confirm } = useFeedback();
  const [answer, setAnswer] = useState<string>('none yet');
  const ask = async () => {
    const confirmed = await confirm({
      title: 'Drop table countries',
      message: 'Every row is deleted. This cannot be undone.',
      confirmLabel: 'Drop table',
      critical,
    });
    setAnswer(String(confirmed));
  };
  return (
    <>
      <Button onPress={() => void ask()}>Drop</Button>
      <output>{answer}</output>
    </>
  );
}

async function openConfirm(critical?: boolean) {
  const user = userEvent.setup();
  render(
    <FeedbackProvider>
      <AskToDrop critical={critical} />
    </FeedbackProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Drop' }));
  // The dialog's code loads on the first confirmation.
  await screen.findByRole('alertdialog', { name: 'Drop table countries' });
  return user;
}

const answer = () => screen.getByRole('status').textContent;

/** The class list a design-system button of this tone has, to compare the confirm button with. */
function classOfButton(tone: ButtonProps['tone']) {
  const { getByRole, unmount } = render(
    <Button variant="solid" tone={tone}>
      reference
    </Button>,
  );
  const className = getByRole('button', { name: 'reference' }).className;
  unmount();
  return className;
}

describe('confirm() of the plugin context', () => {
  it('resolves true when the user confirms', async () => {
    const user = await openConfirm();
    expect(screen.getByText('Every row is deleted. This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Drop table' }));
    await waitFor(() => expect(answer()).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false when the user cancels', async () => {
    const user = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toBe('false'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Escape', async () => {
    const user = await openConfirm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toBe('false'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('styles the confirm button as critical only when asked to', async () => {
    const critical = classOfButton('critical');
    expect(critical).not.toBe(classOfButton('accent'));
    await openConfirm(true);
    expect(screen.getByRole('button', { name: 'Drop table' }).className).toBe(critical);
  });

  it('uses the accent tone for an ordinary confirmation', async () => {
    await openConfirm(false);
    expect(screen.getByRole('button', { name: 'Drop table' }).className).toBe(
      classOfButton('accent'),
    );
  });
});
