import { useCallback, useState } from 'react';
import type { Role } from '@atrium/common/roles';
import { Box, Button, CodeBlock, RadioGroup, Radio, TextField } from '@atrium/design-system';
import { useSWRConfig } from 'swr';
import { Gate } from '../plugin-api/Gate.js';
import { readJson, useApiClient } from '../plugin-api/use-api.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from '../account/AccountPage.css.js';
import { memberKeys } from './MemberList.js';
import { RoleSelect } from './RoleSelect.js';
import { INVITE_DENIED } from './roles.js';

type How = 'invite' | 'add';

/**
 * Bringing someone in: an invitation, answered with a copyable one-time link (no mail needed), or
 * adding them at once, with an initial password when they have no account yet.
 */
export function AddMemberForm({ slug }: { slug: string }) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [how, setHow] = useState<How>('invite');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('developer');
  const [password, setPassword] = useState('');
  const [invitation, setInvitation] = useState<{ link: string; email: string }>();

  const submit = useCallback(async () => {
    setInvitation(undefined);
    const org = api.platform.organizations[':slug'];
    if (how === 'invite') {
      const answer = await readJson(
        await org.invitations.$post({ param: { slug }, json: { email, role } }),
      );
      setInvitation({ link: answer.link, email });
    } else {
      await readJson(
        await org.members.$post({
          param: { slug },
          json: { email, role, ...(password ? { password } : {}) },
        }),
      );
      await mutate(memberKeys(slug));
    }
    setEmail('');
    setPassword('');
  }, [api, how, slug, email, role, password, mutate]);
  const { pending, failure, onSubmit } = useSubmit(submit);

  return (
    <form className={styles.stack} onSubmit={onSubmit} aria-label="Add a member">
      <RadioGroup label="How" value={how} onChange={(value) => setHow(value as How)}>
        <Radio value="invite">Invite with a link</Radio>
        <Radio value="add">Add now</Radio>
      </RadioGroup>
      <TextField label="Email" type="email" isRequired value={email} onChange={setEmail} />
      <RoleSelect label="Role" value={role} onChange={setRole} />
      {how === 'add' && (
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
              {how === 'invite' ? 'Create invitation link' : 'Add member'}
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
