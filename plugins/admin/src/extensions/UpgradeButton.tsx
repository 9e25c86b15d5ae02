import { Button } from '@atrium/design-system';
import { Gate, type DatabaseExtension } from '@atrium/core/plugin-api';
import { useUpgradeExtension } from '../data/extension-mutations.js';
import { UPDATE_EXTENSIONS_DENIED } from './access.js';

/** Updates an enabled extension that is behind to its default version. */
export function UpgradeButton({ extension }: { extension: DatabaseExtension }) {
  const upgrade = useUpgradeExtension();
  return (
    <Gate action="sql:admin:write" resource="extensions" deniedTooltip={UPDATE_EXTENSIONS_DENIED}>
      {(allowed) => (
        <Button
          variant="soft"
          size="small"
          isDisabled={!allowed || upgrade.isMutating}
          aria-label={`Update ${extension.name} to ${extension.default_version}`}
          onPress={() => void upgrade.trigger(extension).catch(() => undefined)}
        >
          {`Update to ${extension.default_version}`}
        </Button>
      )}
    </Gate>
  );
}
