import { createContext, useContext } from 'react';
import type { PluginContext } from '../plugin-api/context.js';

/** Toasts and confirmations, provided by the shell (see shell/FeedbackProvider.tsx). */
export interface Feedback {
  readonly toast: PluginContext['toast'];
  readonly confirm: PluginContext['confirm'];
}

export const FeedbackContext = createContext<Feedback | undefined>(undefined);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
