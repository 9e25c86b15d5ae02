import { vi } from 'vitest';

/** Records the toasts a component shows. */
export function recordingFeedback() {
  return {
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    confirm: vi.fn(async () => true),
  };
}
