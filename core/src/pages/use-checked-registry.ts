import { useEffect, useState } from 'react';
import type { ResolvedPlugins } from '../host/resolved-plugins.js';
import { useServices } from '../host/services-context.js';

/**
 * The registry with every installed manifest checked, for the page that lists them: third-party
 * manifests switched off are left unchecked at start-up (so zod stays out of the first load), and
 * checked here, in the checks' own chunk, to be listed as off or invalid with their error.
 * Until then the app's registry, which lists them nowhere.
 */
export function useCheckedRegistry(): ResolvedPlugins {
  const { registry } = useServices();
  const [checked, setChecked] = useState(registry);
  useEffect(() => {
    if (registry.unchecked.length === 0) return;
    let current = true;
    void registry.checked().then((all) => {
      if (current) setChecked(all);
    });
    return () => {
      current = false;
    };
  }, [registry]);
  return checked;
}
