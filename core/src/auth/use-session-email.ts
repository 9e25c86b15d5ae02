import { useEffect, useState } from 'react';
import { AUTH_STORAGE_KEY, storedSession } from './stored-session.js';

/**
 * The signed-in user's email, null signed out. Read from the stored session, without loading
 * auth-js: signing in and out load a new page, and another tab's change arrives as a `storage`
 * event.
 */
export function useSessionEmail(): string | null {
  const [email, setEmail] = useState(() => storedSession()?.user?.email ?? null);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) {
        setEmail(storedSession()?.user?.email ?? null);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return email;
}
