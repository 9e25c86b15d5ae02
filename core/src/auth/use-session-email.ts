import { useEffect, useState } from 'react';
import { useServices } from '../host/services-context.js';

/**
 * The signed-in user's email, following sign-in and sign-out; null signed out, undefined while
 * auth-js reads the stored session.
 */
export function useSessionEmail(): string | null | undefined {
  const { auth } = useServices();
  const [email, setEmail] = useState<string | null>();
  useEffect(() => {
    const { data } = auth.onAuthStateChange((_event, session) =>
      setEmail(session?.user.email ?? null),
    );
    return () => data.subscription.unsubscribe();
  }, [auth]);
  return email;
}
