import { useCallback, useRef, useState } from 'react';
import type { Role } from '@atrium/common/roles';
import { Box, Button, CodeBlock, RadioGroup, Radio, TextField } from '@atrium/design-system';
import { useSWRConfig } from 'swr';
import { useServices } from '../host/services-context.js';
import { Gate } from '../plugin-api/Gate.js';
import { readJson, useApiClient } from '../plugin-api/use-api.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from '../account/AccountPage.css.js';
import { RoleSelect } from './RoleSelect.js';
import { DEFAULT_ROLE, INVITE_DENIED } from './roles.js';
import { invitationKeys, memberKeys } from './team-keys.js';

type How = 'invite' | 'add';

/**
 * Bringing someone in: an invitation, answered with a copyable one-time link (no mail needed), or,
 * self-hosted only, adding them at once, with an initial password when they have no account yet.
 * Hosted, people join only by accepting an invitation, so only that is offered. After each success
 * the form starts over: empty fields that show no error yet, and the default role.
 */
export function AddMemberForm({ slug }: { slug: string }) {
  const api = useApiClient();
  const { hosted } = useServices().deployment;
  const { mutate } = useSWRConfig();
  const form = useRef<HTMLFormElement>(null);
  const [how, setHow] = useState<How>('invite');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_ROLE);
  const [password, setPassword] = useState('');
  const [invitation, setInvitation] = useState<{ link: string; email: string }>();
  const adding = !hosted && how === 'add';

  const submit = useCallback(async () => {
    setInvitation(undefined);
    const org = api.platform.organizations[':slug'];
    if (adding) {
      await readJson(
        await org.members.$post({
          param: { slug },
          json: { email, role, ...(password ? { password } : {}) },
        }),
      );
      await mutate(memberKeys(slug));
    } else {
      const answer = await readJson(
        await org.invitations.$post({ param: { slug }, json: { email, role } }),
      );
      setInvitation({ link: answer.link, email });
      await mutate(invitationKeys(slug));
    }
    setEmail('');
    setPassword('');
    setRole(DEFAULT_ROLE);
    // A reset event tells the fields they are untouched again, so the emptied Email is not 'Required'.
    form.current?.reset();
  }, [api, adding, slug, email, role, password, mutate]);
  const { pending, failure, onSubmit } = useSubmit(submit);

  return (
    <form ref={form} className={styles.stack} onSubmit={onSubmit} aria-label="Add a member">
      {!hosted && (
        <RadioGroup label="How" value={how} onChange={(value) => setHow(value as How)}>
          <Radio value="invite">Invite with a link</Radio>
          <Radio value="add">Add now</Radio>
        </RadioGroup>
      )}
      <TextField label="Email" type="email" isRequired value={email} onChange={setEmail} />
      <RoleSelect label="Role" value={role} onChange={setRole} />
      {adding && (
        <TextField
          label="Initial password"
          type="password"
          autoComplete="new-password"
          description="Only for someone without an account yet; they can change it after signing in."
          value={password}
          onChange={setPassword}
        />
      )}
      <FormFailure message={failure} />
      <Box>
        <Gate action="platform:write" resource="invitations" deniedTooltip={INVITE_DENIED}>
          {(allowed) => (
            <Button
              type="submit"
              variant="solid"
              tone="accent"
              isDisabled={!allowed}
              isPending={pending}
            >
              {adding ? 'Add member' : 'Create invitation link'}
            </Button>
          )}
        </Gate>
      </Box>
      {invitation && (
        <>
          <p>Send this link to {invitation.email}: it works once, within 24 hours.</p>
          <CodeBlock code={invitation.link} aria-label="Invitation link" />
        </>
      )}
    </form>
  );
}
