import { useSearchParams } from '@atrium/core/plugin-api';

/**
 * One query-string parameter as state (`?schema=`, `?search=`), so a link opens the same view;
 * an empty value removes it.
 */
export function useUrlParam(name: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || fallback;
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}
