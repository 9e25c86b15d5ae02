import { useCallback, useRef, useState } from 'react';
import {
  Box,
  Button,
  CodeBlock,
  EmptyState,
  ErrorPanel,
  Skeleton,
  TextField,
} from '@atrium/design-system';
import { useFeedback } from '../host/feedback.js';
import { PageHeader } from '../pages/PageHeader.js';
import { readJson, useApiClient, useApiQuery } from '../plugin-api/use-api.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import { AccountSection } from './AccountSection.js';
import * as styles from './AccountPage.css.js';

const KEY = ['account', 'access-tokens'];

/**
 * `/account/tokens`: personal access tokens for scripts (`Authorization: Bearer atr_pat_...`).
 * A new token is shown once, with a copy button; the list shows only its first characters.
 * Revoking asks first, naming the token, then toasts.
 */
export function TokensPage() {
  const api = useApiClient();
  const { confirm, toast } = useFeedback();
  const form = useRef<HTMLFormElement>(null);
  const tokens = useApiQuery(KEY, (client) => client.platform.profile['access-tokens'].$get());
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string>();

  const create = useCallback(async () => {
    const answer = await readJson(
      await api.platform.profile['access-tokens'].$post({ json: { name } }),
    );
    setCreated(answer.token);
    setName('');
    // A reset event tells the field it is untouched again, so the emptied Name is not 'Required'.
    form.current?.reset();
    await tokens.mutate();
  }, [api, name, tokens]);
  const creating = useSubmit(create);

  const revoke = useCallback(
    async (token: { id: string; name: string }) => {
      const confirmed = await confirm({
        title: 'Revoke access token',
        message: `Revoke the token "${token.name}"? Scripts using it are refused from now on.`,
        confirmLabel: 'Revoke token',
        critical: true,
      });
      if (!confirmed) return;
      try {
        const response = await api.platform.profile['access-tokens'][':id'].$delete({
          param: { id: token.id },
        });
        if (!response.ok) await readJson(response);
        toast.success(`Revoked the token "${token.name}"`);
      } catch (error) {
        toast.error(`Failed to revoke the token "${token.name}": ${(error as Error).message}`);
      }
      await tokens.mutate();
    },
    [api, confirm, toast, tokens],
  );

  return (
    <Box padding="xlarge" className={styles.page}>
      <PageHeader
        title="Access Tokens"
        description="Personal access tokens let scripts call the API as you: send one as Authorization: Bearer <token>."
      />
      <AccountSection title="Generate new token">
        <form
          ref={form}
          className={styles.stack}
          onSubmit={creating.onSubmit}
          aria-label="Generate new token"
        >
          <TextField label="Name" name="name" isRequired value={name} onChange={setName} />
          <FormFailure message={creating.failure} />
          <Box>
            <Button type="submit" variant="solid" tone="accent" isPending={creating.pending}>
              Generate token
            </Button>
          </Box>
        </form>
        {created && (
          <>
            <p>Copy this token now: it is not shown again.</p>
            <CodeBlock code={created} aria-label="New access token" />
          </>
        )}
      </AccountSection>
      <AccountSection title="Your tokens">
        {tokens.isLoading && <Skeleton count={2} label="Loading access tokens" />}
        {tokens.error && (
          <ErrorPanel
            title="Failed to load your access tokens"
            message={tokens.error.message}
            code={tokens.error.status}
            onRetry={() => void tokens.mutate()}
          />
        )}
        {tokens.data?.length === 0 && (
          <EmptyState title="No access tokens" description="Generate one for a script above." />
        )}
        {tokens.data?.map((token) => (
          <div key={token.id} className={styles.row}>
            <Box display="flex" flexDirection="column">
              <span>{token.name}</span>
              <Box as="span" color="textMuted" fontSize="small" fontFamily="code">
                {token.token_alias}…
              </Box>
            </Box>
            <Button
              size="small"
              tone="critical"
              aria-label={`Revoke ${token.name}`}
              onPress={() => void revoke(token)}
            >
              Revoke
            </Button>
          </div>
        ))}
      </AccountSection>
    </Box>
  );
}
