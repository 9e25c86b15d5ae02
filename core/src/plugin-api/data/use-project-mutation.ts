import { useState } from 'react';
import { usePluginContext } from '../hooks.js';
import type { ResourceDefinition } from './define-resource.js';
import { loaded, type Loaded, type ProjectCall } from './project-call.js';
import { useInvalidate } from './use-invalidate.js';
import { useProjectClients } from './use-project.js';

export interface ProjectMutationOptions<Input, Result> {
  /** The resources the write changes: they and what their `stale` names are refetched, nothing else. */
  readonly invalidates: readonly ResourceDefinition[];
  /**
   * The error toast: a title (`Failed to delete policy` shows `Failed to delete policy: <message>`),
   * a function of the error, or `false` where the screen shows the error itself (a form).
   */
  readonly errorToast: string | ((error: Error, input: Input) => string) | false;
  /** The success toast, when the write has one. */
  readonly successToast?: string | ((result: Result, input: Input) => string);
}

export interface TriggerOptions<Result> {
  /**
   * Runs after the write succeeds and before anything is refetched: leave a screen the write
   * removed, so it does not ask again for what is gone.
   */
  readonly beforeInvalidate?: (result: Result) => void | Promise<void>;
}

export interface ProjectMutation<Input, Result> {
  /** Writes; resolves with the answer, or rejects with the error after its toast. */
  trigger(input: Input, options?: TriggerOptions<Result>): Promise<Result>;
  readonly isMutating: boolean;
}

/**
 * The one way to write to a project: `useProjectMutation((id: number, pgMeta) =>
 * pgMeta.security.policies[':id'].$delete({ param: { id: String(id) } }), { invalidates:
 * [resources.policies], errorToast: 'Failed to delete policy' })`. Toasts as told, then refetches
 * exactly the resources that depend on the write.
 */
export function useProjectMutation<Input, R>(
  call: ProjectCall<[input: Input], R>,
  options: ProjectMutationOptions<Input, Loaded<R>>,
): ProjectMutation<Input, Loaded<R>> {
  const { pgMeta, clientOf } = useProjectClients('useProjectMutation');
  const { toast } = usePluginContext();
  const invalidate = useInvalidate();
  const [pending, setPending] = useState(0);
  const { invalidates, errorToast, successToast } = options;
  // Not memoised: `call` and the options are the caller's literals, new on every render.
  const trigger = async (
    input: Input,
    { beforeInvalidate }: TriggerOptions<Loaded<R>> = {},
  ): Promise<Loaded<R>> => {
    setPending((n) => n + 1);
    try {
      let result: Loaded<R>;
      try {
        result = await loaded(await call(input, pgMeta, clientOf));
      } catch (error) {
        const message = errorMessage(errorToast, error as Error, input);
        if (message !== undefined) toast.error(message);
        throw error;
      }
      if (successToast !== undefined)
        toast.success(
          typeof successToast === 'string' ? successToast : successToast(result, input),
        );
      await beforeInvalidate?.(result);
      await invalidate(invalidates);
      return result;
    } finally {
      setPending((n) => n - 1);
    }
  };
  return { trigger, isMutating: pending > 0 };
}

function errorMessage<Input>(
  errorToast: ProjectMutationOptions<Input, unknown>['errorToast'],
  error: Error,
  input: Input,
): string | undefined {
  if (errorToast === false) return undefined;
  return typeof errorToast === 'string'
    ? `${errorToast}: ${error.message}`
    : errorToast(error, input);
}
