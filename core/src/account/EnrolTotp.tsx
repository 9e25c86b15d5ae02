import { useCallback, useState } from 'react';
import { Box, Button, CodeBlock, TextField } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import * as styles from './AccountPage.css.js';

interface Enrolment {
  readonly id: string;
  readonly qrCode: string;
  readonly secret: string;
}

/**
 * Adding an authenticator app: the QR code and its secret (for apps that cannot scan), then a
 * code from the app to verify it. Until verified the factor does nothing; cancelling removes it.
 */
export function EnrolTotp({ onDone }: { onDone: () => void }) {
  const { auth } = useServices();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');

  const start = useCallback(async () => {
    const { data, error } = await (
      await auth.load()
    ).mfa.enroll({
      factorType: 'totp',
      friendlyName: `Authenticator ${new Date().toISOString().slice(0, 19)}`,
    });
    if (error) throw error;
    setEnrolment({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  }, [auth]);
  const starting = useSubmit(start);

  const verify = useCallback(async () => {
    const { error } = await (
      await auth.load()
    ).mfa.challengeAndVerify({
      factorId: enrolment!.id,
      code: code.replace(/\s/g, ''),
    });
    if (error) throw error;
    setEnrolment(undefined);
    setCode('');
    onDone();
  }, [auth, enrolment, code, onDone]);
  const verifying = useSubmit(verify);

  const cancel = useCallback(async () => {
    if (enrolment) await (await auth.load()).mfa.unenroll({ factorId: enrolment.id });
    setEnrolment(undefined);
    onDone();
  }, [auth, enrolment, onDone]);

  if (!enrolment) {
    return (
      <Box display="flex" flexDirection="column" gap="small">
        <FormFailure message={starting.failure} />
        <Box>
          <Button
            variant="solid"
            tone="accent"
            isPending={starting.pending}
            onPress={() => void starting.onSubmit()}
          >
            Add authenticator app
          </Button>
        </Box>
      </Box>
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
