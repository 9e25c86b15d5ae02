import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, aPolicy, stubPgMeta } from '../../testing/index.js';
import { PluginTestHarness } from '../../testing/PluginTestHarness.js';
import { recordingFeedback } from '../../testing/recording-feedback.js';
import { resources } from '../keys/core-resources.js';
import { useProjectMutation } from './use-project-mutation.js';

afterEach(() => vi.unstubAllGlobals());

function renderDeletePolicy(
  errorToast: string | false,
  feedback = recordingFeedback(),
  path = '/project/p1/auth/policies',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PluginTestHarness pluginId="rls" path={path} feedback={feedback}>
      {children}
    </PluginTestHarness>
  );
  const { result } = renderHook(
    () =>
      useProjectMutation(
        (id: number, pgMeta) =>
          pgMeta.security.policies[':id'].$delete({ param: { id: String(id) } }),
        { invalidates: [resources.policies], errorToast, successToast: 'Deleted' },
      ),
    { wrapper },
  );
  return { mutation: () => result.current, feedback };
}

describe('useProjectMutation', () => {
  it('resolves with the answer, typed by the route, and toasts success', async () => {
    stubPgMeta({ 'DELETE /policies/:id': () => aPolicy({ id: 3, name: 'owners' }) });
    const { mutation, feedback } = renderDeletePolicy('Failed to delete policy');
    const deleted = await mutation().trigger(3);
    expect(deleted.name).toBe('owners');
    expect(feedback.toast.success).toHaveBeenCalledWith('Deleted');
    expect(feedback.toast.error).not.toHaveBeenCalled();
  });

  it("toasts a refusal with the server's message, then rejects with it", async () => {
    stubPgMeta({ 'DELETE /policies/:id': () => apiError(403, 'permission denied') });
    const { mutation, feedback } = renderDeletePolicy('Failed to delete policy');
    await expect(mutation().trigger(3)).rejects.toThrow('permission denied');
    expect(feedback.toast.error).toHaveBeenCalledWith('Failed to delete policy: permission denied');
    expect(feedback.toast.success).not.toHaveBeenCalled();
  });

  it('leaves the error to the screen when errorToast is false', async () => {
    stubPgMeta({ 'DELETE /policies/:id': () => apiError(400, 'bad') });
    const { mutation, feedback } = renderDeletePolicy(false);
    await expect(mutation().trigger(3)).rejects.toThrow('bad');
    expect(feedback.toast.error).not.toHaveBeenCalled();
  });

  it('throws a clear error outside a project', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderDeletePolicy(false, recordingFeedback(), '/account/me')).toThrow(
      "useProjectMutation reads a project's data, but no project is in view",
    );
  });
});
