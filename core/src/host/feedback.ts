import { createContext, useContext } from 'react';
import type { PluginContext } from '../plugin-api/context.js';

/** Notifications and confirmations, provided by the shell (see shell/FeedbackProvider.tsx). */
export interface Feedback {
  readonly notify: PluginContext['notify'];
  readonly toast: PluginContext['toast'];
  readonly confirm: PluginContext['confirm'];
}

/** The `toast` shorthands, as notifications with a title and description only. */
export function toastsOver(notify: Feedback['notify']): Feedback['toast'] {
  const show =
    (tone: 'success' | 'error' | 'info') => (title: string, options?: { description?: string }) =>
      void notify({ title, description: options?.description, tone });
  return { success: show('success'), error: show('error'), info: show('info') };
}

export const FeedbackContext = createContext<Feedback | undefined>(undefined);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
