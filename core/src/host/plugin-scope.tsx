import { createContext, useContext } from 'react';

/** Which plugin the components below belong to; set wherever core mounts plugin code. */
export const PluginScopeContext = createContext<string | undefined>(undefined);

export function usePluginScope(): string {
  const pluginId = useContext(PluginScopeContext);
  if (!pluginId)
    throw new Error('Plugin hooks work only inside components that core mounts for a plugin');
  return pluginId;
}
