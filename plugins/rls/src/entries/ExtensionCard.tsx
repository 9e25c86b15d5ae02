import type { DatabaseExtensionCardProps } from '@atrium/core/plugin-api';
import { ExtensionCard } from '../extensions/ExtensionCard.js';

/** The card the rls plugin contributes to `database.extensionCard@1`: its own chunk. */
export default function ExtensionCardContribution({
  extension,
  onChanged,
}: DatabaseExtensionCardProps) {
  return <ExtensionCard extension={extension} onChanged={onChanged} />;
}
