import { createContext, useContext, type ReactNode } from 'react';
import type { GoTrueClient } from '@supabase/auth-js';

export interface SignedOutServices {
  readonly auth: GoTrueClient;
  /**
   * Leaves the sign-in pages for `path` once signed in. The app loads afresh there, which is the
   * spec's 'after resetting cached queries': nothing read signed out (or as someone else) stays.
   */
  readonly enterApp: (path: string) => void;
}

const SignedOutContext = createContext<SignedOutServices | undefined>(undefined);

export function SignedOutProvider({
  value,
  children,
}: {
  value: SignedOutServices;
  children: ReactNode;
}) {
  return <SignedOutContext.Provider value={value}>{children}</SignedOutContext.Provider>;
}

export function useSignedOut(): SignedOutServices {
  const value = useContext(SignedOutContext);
  if (!value) throw new Error('useSignedOut must be used inside <SignedOutProvider>');
  return value;
}
