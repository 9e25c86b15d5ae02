import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Box, Button, CodeBlock, TextField } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from './AccountPage.css.js';
import { RecoveryCodeList } from './RecoveryCodeList.js';
import { RECOVERY_CODES_KEY } from './RecoveryCodes.js';
import { useAccountRequest } from './use-account-request.js';

interface Enrolment {
  readonly id: string;
  readonly qrCode: string;
  readonly secret: string;
}

/** How enrolment ended: new recovery codes to save, or why none could be made. */
type Finish = { readonly codes: readonly string[] } | { readonly failure: string };

/**
 * Adding an authenticator app: a name for it, the QR code and its secret (for apps that cannot
 * scan), then a code from the app to verify it. Until verified the factor does nothing; cancelling
 * removes it. Without unused recovery codes, enrolment ends by making a set and showing it once,
 * so a lost phone does not lock the user out.
 */
export function EnrolTotp({ onDone }: { onDone: () => void }) {
  const { auth } = useServices();
  const request = useAccountRequest();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [finish, setFinish] = useState<Finish>();

  const start = useCallback(async () => {
    const { data, error } = await (
      await auth.load()
    ).mfa.enroll({ factorType: 'totp', friendlyName: name.trim() });
    if (error) throw error;
    setFinish(undefined);
    setEnrolment({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  }, [auth, name]);
  const starting = useSubmit(start);

  const newRecoveryCodes = useCallback(async (): Promise<Finish | undefined> => {
    try {
      const { remaining } = await request<{ remaining: number }>('/auth/v1/recovery-codes');
      if (remaining > 0) return undefined;
      return await request<{ codes: string[] }>('/auth/v1/recovery-codes', 'POST', {});
    } catch (error) {
      return { failure: (error as Error).message };
    } finally {
      await mutate(RECOVERY_CODES_KEY);
    }
  }, [request, mutate]);

  const verify = useCallback(async () => {
    const { error } = await (
      await auth.load()
    ).mfa.challengeAndVerify({
      factorId: enrolment!.id,
      code: code.replace(/\s/g, ''),
    });
    if (error) throw error;
    setFinish(await newRecoveryCodes());
    setEnrolment(undefined);
    setCode('');
    setName('');
    onDone();
  }, [auth, enrolment, code, newRecoveryCodes, onDone]);
  const verifying = useSubmit(verify);

  const cancel = useCallback(async () => {
    if (enrolment) await (await auth.load()).mfa.unenroll({ factorId: enrolment.id });
    setEnrolment(undefined);
    onDone();
  }, [auth, enrolment, onDone]);

  if (finish) {
    return (
      <section className={styles.stack} aria-label="Save your recovery codes">
        <Box as="h3" fontSize="standard" fontWeight="strong" margin="none">
          Save your recovery codes
        </Box>
        <p>
          Your authenticator app now asks for its codes. If you lose your phone, a recovery code
          signs you in instead.
        </p>
        {'codes' in finish ? (
          <RecoveryCodeList codes={finish.codes} />
        ) : (
          <FormFailure
            message={`Recovery codes could not be created (${finish.failure}): create them under Recovery codes.`}
          />
        )}
        <Box>
          <Button variant="solid" tone="accent" onPress={() => setFinish(undefined)}>
            I have saved my codes
          </Button>
        </Box>
      </section>
    );
  }
  if (!enrolment) {
    return (
      <form
        className={styles.stack}
        onSubmit={starting.onSubmit}
        aria-label="Add an authenticator app"
      >
        <TextField
          label="Name"
          name="factor-name"
          description="Tells your authenticator apps apart, such as Work phone."
          isRequired
          validate={(value) => (value.trim() ? undefined : 'Required')}
          value={name}
          onChange={setName}
        />
        <FormFailure message={starting.failure} />
        <Box>
          <Button type="submit" variant="solid" tone="accent" isPending={starting.pending}>
            Add authenticator app
          </Button>
        </Box>
      </form>
    );
  }
  return (
    <form
      className={styles.stack}
      onSubmit={verifying.onSubmit}
      aria-label="Verify the authenticator app"
    >
      <p>Scan this QR code with your authenticator app, or enter the secret by hand.</p>
      <img
        className={styles.qrCode}
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
      />
      <CodeBlock code={enrolment.secret} aria-label="Secret" />
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        value={code}
        onChange={setCode}
      />
      <FormFailure message={verifying.failure} />
      <Box display="flex" gap="small">
        <Button type="submit" variant="solid" tone="accent" isPending={verifying.pending}>
          Verify
        </Button>
        <Button onPress={() => void cancel()}>Cancel</Button>
      </Box>
    </form>
  );
}
