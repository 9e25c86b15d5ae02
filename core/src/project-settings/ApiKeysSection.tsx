import { useState } from 'react';
import { Button, CodeBlock, ErrorPanel, NoPermission, Skeleton } from '@atrium/design-system';
import { useApiKeys } from './data/api-keys.js';
import * as styles from './ApiSettingsPage.css.js';

/**
 * The project's `anon` and `service_role` keys, each with a copy button. The service key is a
 * line of dots until revealed, with the warning that it bypasses row-level security; a member the
 * API refuses (403) is told they need permissions, and no key ever reaches them.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [revealed, setRevealed] = useState(false);
  if (keys.error?.status === 403) {
    return <NoPermission resource="view the project's API keys" />;
  }
  if (keys.error) {
    return (
      <ErrorPanel
        title="Failed to load the project's API keys"
        message={keys.error.message}
        code={keys.error.status}
        onRetry={() => void keys.mutate()}
      />
    );
  }
  if (!keys.data) return <Skeleton count={2} label="Loading API keys" />;
  const anon = keys.data.find((key) => key.name === 'anon');
  const service = keys.data.find((key) => key.name === 'service_role');
  return (
    <>
      {anon && (
        <div className={styles.field}>
          <span className={styles.label}>anon public</span>
          <p className={styles.hint}>
            Safe to use in a browser once row-level security is enabled on your tables and policies
            say what each role may do.
          </p>
          <CodeBlock code={anon.api_key} isWrapped aria-label="anon key" />
        </div>
      )}
      {service && (
        <div className={styles.field}>
          <span className={styles.label}>service_role secret</span>
          <p className={styles.warning} role="note">
            This key can bypass row-level security. Never share it publicly, and use it only on a
            server, never in a browser.
          </p>
          {revealed ? (
            <>
              <CodeBlock code={service.api_key} isWrapped aria-label="service_role key" />
              <div className={styles.actions}>
                <Button size="small" onPress={() => setRevealed(false)}>
                  Hide
                </Button>
              </div>
            </>
          ) : (
            <div className={styles.masked}>
              <span aria-label="service_role key, hidden">••••••••••••••••••••••••</span>
              <Button size="small" onPress={() => setRevealed(true)}>
                Reveal
              </Button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
