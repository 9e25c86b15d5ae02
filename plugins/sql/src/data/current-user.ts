import { useApiQuery } from '@atrium/core/plugin-api';

/**
 * The signed-in member's id: the sidebar offers renaming, sharing and deleting on their own
 * snippets only (the server refuses the rest anyway).
 */
export function useCurrentUserId(): string | undefined {
  const user = useApiQuery(['auth', 'user'], (api) => api.auth.v1.user.$get(), {
    revalidateOnFocus: false,
  });
  return user.data?.id;
}
