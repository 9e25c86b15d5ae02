import { Button } from '@atrium/design-system';
import { usePermissions } from '../host/permissions.js';
import { usePluginContext } from '../plugin-api/hooks.js';
import { useRollJwtSecret } from './data/api-keys-mutations.js';
import * as styles from './ApiSettingsPage.css.js';

/**
 * Rolling the project's JWT secret: an Owner's alone (the API refuses anyone else), and only
 * after a confirmation that says every key signed with the old secret stops working.
 */
export function RollJwtSecret() {
  const { confirm } = usePluginContext();
  const { can } = usePermissions();
  const roll = useRollJwtSecret();
  const mayRoll = can('platform:write', 'api_keys');

  const onRoll = async () => {
    const confirmed = await confirm({
      title: 'Roll JWT secret',
      message:
        'A new JWT secret replaces the current one. The anon and service_role keys, and every user token signed with the old secret, stop working at once: applications using them are refused until they use the new keys.',
      confirmLabel: 'Roll JWT secret',
      critical: true,
    });
    if (!confirmed) return;
    // The data layer has toasted a failure; the keys shown stay the old ones.
    await roll.trigger().catch(() => undefined);
  };

  return (
    <div className={styles.field}>
      <p className={styles.hint}>
        {mayRoll
          ? 'Rolling the secret issues new keys; the old ones stop working at once.'
          : 'Only an organization Owner can roll the JWT secret.'}
      </p>
      <div className={styles.actions}>
        <Button
          tone="critical"
          isDisabled={!mayRoll}
          isPending={roll.isMutating}
          onPress={() => void onRoll()}
        >
          Roll JWT secret
        </Button>
      </div>
    </div>
  );
}
