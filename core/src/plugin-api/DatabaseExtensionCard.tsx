import { Box } from '@atrium/design-system';
import type { DatabaseExtension } from './api-types.js';
import { Contribution } from './Contribution.js';
import { extensionPoints } from './extension-points.js';
import { useContributions } from './hooks.js';

/**
 * One database extension's card, where the spec places it: the extensions screen renders one per
 * extension. The first contribution to `database.extensionCard@1` draws it (the rls plugin's card,
 * with its switch and dialogs), run as its own plugin; with none (that plugin off), the extension's
 * name and version alone, so the list still reads.
 */
export function DatabaseExtensionCard({
  extension,
  onChanged,
}: {
  extension: DatabaseExtension;
  onChanged?: () => void;
}) {
  const [card] = useContributions(extensionPoints.databaseExtensionCard);
  if (!card) {
    return (
      <Box as="article" aria-label={extension.name} display="flex" gap="small" padding="large">
        <Box as="span" fontFamily="code" fontWeight="strong">
          {extension.name}
        </Box>
        <Box as="span" color="textMuted" fontSize="small">
          {extension.installed_version ?? extension.default_version}
        </Box>
      </Box>
    );
  }
  return <Contribution contribution={card} props={{ data: card.data, extension, onChanged }} />;
}
