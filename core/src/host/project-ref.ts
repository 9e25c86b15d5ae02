import { useLocation } from 'wouter';

/** The `{ref}` of `/project/{ref}/...` in the current location, if any. */
export function useProjectRef(): string | undefined {
  const [location] = useLocation();
  return /^\/project\/([^/]+)/.exec(location)?.[1];
}
