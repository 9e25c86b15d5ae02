import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { ToastRegion } from './Toast.js';
import { toast } from './toast.js';

// fireEvent rather than userEvent here: Testing Library's async wrapper waits on a setTimeout
// that vitest's fake timers never run. React derives pointer enter/leave from over/out.
const hover = (el: Element) => fireEvent.pointerOver(el, { pointerType: 'mouse' });
const unhover = (el: Element) => fireEvent.pointerOut(el, { pointerType: 'mouse' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (fn: () => unknown) => act(() => void fn());

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastRegion />);
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('closes success and info toasts after 6 s', () => {
    show(() => toast.success('Bucket created'));
    show(() => toast.info('Copied to clipboard'));
    advance(5999);
    expect(screen.getByText('Bucket created')).toBeTruthy();
    expect(screen.getByText('Copied to clipboard')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Bucket created')).toBeNull();
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
  });

  it('keeps errors for 8 s, or for the duration asked', () => {
    show(() => toast.error('Failed to delete bucket'));
    show(() => toast.success('Saved', { duration: 1000 }));
    advance(1000);
    expect(screen.queryByText('Saved')).toBeNull();
    advance(6999);
    expect(screen.getByText('Failed to delete bucket')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Failed to delete bucket')).toBeNull();
  });

  it('announces the message and its description', () => {
    show(() => toast.error('Upload failed', { description: 'The file is over 50 MB.' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Upload failed');
    expect(alert.textContent).toContain('The file is over 50 MB.');
    expect(screen.getByRole('region', { name: /notification/i })).toBeTruthy();
  });

  it('pauses while hovered and resumes after', () => {
    show(() => toast.success('Row added'));
    advance(3000);
    hover(screen.getByText('Row added'));
    advance(10000);
    expect(screen.getByText('Row added')).toBeTruthy();
    unhover(screen.getByText('Row added'));
    advance(2999);
    expect(screen.getByText('Row added')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Row added')).toBeNull();
  });

  it('pauses while a toast has keyboard focus', () => {
    show(() => toast.error('Query failed'));
    const item = screen.getByRole('alertdialog');
    act(() => item.focus());
    advance(20000);
    expect(screen.getByText('Query failed')).toBeTruthy();
    act(() => item.blur());
    advance(8000);
    expect(screen.queryByText('Query failed')).toBeNull();
  });

  it('closes with the dismiss button, and runs its action once', () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    show(() => toast.info('Snippet moved', { onClose }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Snippet moved')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();

    show(() => toast.success('Row deleted', { action: { label: 'Undo', onAction } }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Row deleted')).toBeNull();
  });

  it('dismisses by key', () => {
    let key = '';
    show(() => (key = toast.info('Working…')));
    act(() => toast.dismiss(key));
    expect(screen.queryByText('Working…')).toBeNull();
  });

  it('is accessible', async () => {
    show(() => toast.success('Saved', { action: { label: 'View', onAction: () => {} } }));
    show(() => toast.error('Failed', { description: 'Try again.' }));
    vi.useRealTimers();
    await expectAccessible(document.body);
  });
});
