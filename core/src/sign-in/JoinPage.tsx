import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Button, ButtonLink, ErrorPanel, Skeleton } from '@atrium/design-system';
import { FormFailure } from './FormFailure.js';
import { postJson } from './auth-request.js';
import * as styles from './SignInForm.css.js';
import { SignInLayout } from './SignInLayout.js';
import { signInStep, type SignInStep } from './sign-in-step.js';
import { useSignedOut } from './signed-out-context.js';
import { useSubmit } from './use-submit.js';

/**
 * `/join?slug=...&token=...`: accepts an invitation to an organization. The invited person signs
 * in first (the sign-in page brings them back here through `returnTo`), then joins.
 */
export function JoinPage() {
  const { auth, enterApp } = useSignedOut();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const slug = params.get('slug');
  const token = params.get('token');
  const [step, setStep] = useState<SignInStep>();
  useEffect(() => {
    void signInStep(auth).then(setStep);
  }, [auth]);

  const join = useCallback(async () => {
    await postJson(
      auth,
      `/platform/organizations/${encodeURIComponent(slug!)}/invitations/accept`,
      {
        token,
      },
    );
    enterApp(`/org/${encodeURIComponent(slug!)}/team`);
  }, [auth, enterApp, slug, token]);
  const { pending, failure, onSubmit } = useSubmit(join);
  const here = `/join?${search}`;

  return (
    <SignInLayout
      title="Join your team"
      description={slug ? `You have been invited to the organization ${slug}.` : undefined}
    >
      {!slug || !token ? (
        <ErrorPanel
          title="This invitation link is incomplete"
          message="Ask for the link again: it names the organization and carries a one-time token."
        />
      ) : step === undefined ? (
        <Skeleton count={2} />
      ) : step === 'signed-in' ? (
        <form className={styles.form} onSubmit={onSubmit} aria-label="Accept the invitation">
          <FormFailure message={failure} />
          <Button type="submit" variant="solid" tone="accent" isPending={pending}>
            Join {slug}
          </Button>
        </form>
      ) : (
        <ButtonLink
          href={`${step === 'mfa' ? '/sign-in-mfa' : '/sign-in'}?${new URLSearchParams({ returnTo: here })}`}
          variant="solid"
          tone="accent"
        >
          Sign in to accept
        </ButtonLink>
      )}
    </SignInLayout>
  );
}
