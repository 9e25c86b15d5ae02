import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useDrag, useDrop } from 'react-aria-components';
import { isVirtualDragging } from 'react-aria/private/dnd/DragManager';
import { describe, expect, it } from 'vitest';
import { cancelDragLeftGoing } from './cancel-drag-left-going.js';

function DragAndPlace() {
  const place = useRef<HTMLDivElement>(null);
  const { dragProps } = useDrag({ getItems: () => [{ 'text/plain': 'a value' }] });
  const { dropProps } = useDrop({ ref: place, getDropOperation: () => 'copy' });
  return (
    <>
      <div {...dragProps} role="button" tabIndex={0} aria-label="Drag the value" />
      <div {...dropProps} ref={place} role="group" aria-label="The place" tabIndex={-1} />
    </>
  );
}

describe('cancelDragLeftGoing', () => {
  it('cancels a keyboard drag its tree left going, so the body is seen and heard again', async () => {
    const { unmount } = render(<DragAndPlace />);
    screen.getByRole('button', { name: 'Drag the value' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('The place'),
    );
    unmount();
    expect(isVirtualDragging()).toBe(true);
    // react-aria hides what is outside a drag with `inert` where the DOM has it (happy-dom, as
    // browsers do; jsdom lacks it and got `aria-hidden` instead).
    const hiddenWhileGoing = document.createElement('p');
    document.body.append(hiddenWhileGoing);
    await waitFor(() => expect(hiddenWhileGoing.inert).toBe(true));

    expect(cancelDragLeftGoing()).toBe('cancelled');
    expect(isVirtualDragging()).toBe(false);
    const addedAfter = document.createElement('p');
    document.body.append(addedAfter);
    await Promise.resolve();
    expect(addedAfter.inert).toBe(false);
    expect(hiddenWhileGoing.inert).toBe(false);
    hiddenWhileGoing.remove();
    addedAfter.remove();
  });

  it('does nothing when no drag is going', () => {
    expect(cancelDragLeftGoing()).toBe('none going');
  });
});
