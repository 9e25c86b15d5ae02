import { useSWRConfig } from 'swr';
import { useFeedback, type Feedback } from '../host/feedback.js';
import { readJson, useApiClient } from '../plugin-api/use-api.js';
import { invitationKeys, memberKeys } from './team-keys.js';

/** A destructive write: the question that names its target, the request, what to tell after. */
interface ConfirmedWrite {
  readonly ask: Omit<Parameters<Feedback['confirm']>[0], 'critical'>;
  readonly send: () => Promise<Response>;
  readonly done: string;
  readonly failed: string;
  readonly refresh: readonly unknown[];
}

/**
 * The team page's destructive writes: each asks first, naming the person, then toasts the outcome
 * and refreshes its list. Nothing is sent unless the user confirms.
 */
export function useTeamWrites(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const { confirm, toast } = useFeedback();
  const org = api.platform.organizations[':slug'];

  async function run({ ask, send, done, failed, refresh }: ConfirmedWrite) {
    if (!(await confirm({ ...ask, critical: true }))) return;
    try {
      const response = await send();
      if (!response.ok) await readJson(response);
      toast.success(done);
    } catch (error) {
      toast.error(`${failed}: ${(error as Error).message}`);
    }
    await mutate(refresh);
  }

  return {
    /** `name` is how the page shows the member: their email, or their id without one. */
    removeMember: (userId: string, name: string) =>
      run({
        ask: {
          title: 'Remove member',
          message: `Remove ${name} from ${slug}? They lose access to its projects at once.`,
          confirmLabel: 'Remove member',
        },
        send: () => org.members[':userId'].$delete({ param: { slug, userId } }),
        done: `Removed ${name} from ${slug}`,
        failed: `Failed to remove ${name}`,
        refresh: memberKeys(slug),
      }),
    revokeInvitation: (id: string, email: string) =>
      run({
        ask: {
          title: 'Revoke invitation',
          message: `Revoke the invitation for ${email}? Its link stops working at once.`,
          confirmLabel: 'Revoke invitation',
        },
        send: () => org.invitations[':id'].$delete({ param: { slug, id } }),
        done: `Revoked the invitation for ${email}`,
        failed: `Failed to revoke the invitation for ${email}`,
        refresh: invitationKeys(slug),
      }),
  };
}
