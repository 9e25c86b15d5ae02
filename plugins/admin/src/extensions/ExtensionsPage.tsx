import { Box, EmptyState, ErrorPanel, SearchField, Skeleton } from '@atrium/design-system';
import { DatabaseExtensionCard, useCan, type DatabaseExtension } from '@atrium/core/plugin-api';
import { useExtensions } from '../data/extension-queries.js';
import { useUrlParam } from '../shared/use-url-param.js';
import * as admin from '../shared/admin.css.js';
import { UPDATE_EXTENSIONS_DENIED } from './access.js';
import * as css from './extensions.css.js';
import { canUpgrade, groupExtensions } from './extension-groups.js';
import { UpgradeButton } from './UpgradeButton.js';

/** Spec section 9: placeholder cards while the list loads. */
const LOADING_CARDS = 6;

const DOCS_URL = 'https://www.postgresql.org/docs/15/contrib.html';

/**
 * `/project/{ref}/database/extensions?filter=`: the extensions the server offers, Enabled then
 * Available (spec section 2). Each card is the `database.extensionCard@1` contribution (the rls
 * plugin's, with its switch, schema dialog and confirmation); an enabled extension behind its
 * default version gets an update button beside it.
 */
export function ExtensionsPage() {
  const [filter, setFilter] = useUrlParam('filter');
  const extensions = useExtensions();
  const canUpdate = useCan()('sql:admin:write', 'extensions');
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <Box display="flex" gap="medium" alignItems="center" flexWrap="wrap">
        <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
          Database Extensions
        </Box>
        <Box flexGrow={1} />
        <a href={DOCS_URL} target="_blank" rel="noreferrer">
          Documentation
        </a>
      </Box>
      {!canUpdate && (
        // Spec section 6: a banner says why the switches and updates are disabled.
        <div className={admin.banner} role="note" aria-label="Additional permissions required">
          <p className={admin.bannerTitle}>{UPDATE_EXTENSIONS_DENIED}</p>
        </div>
      )}
      <SearchField
        label="Search for an extension"
        placeholder="Search for an extension"
        defaultValue={filter}
        onChange={setFilter}
      />
      {extensions.error ? (
        <ErrorPanel
          title="Failed to retrieve database extensions"
          message={extensions.error.message}
          onRetry={() => void extensions.mutate()}
        />
      ) : !extensions.data ? (
        <Skeleton count={LOADING_CARDS} label="Loading extensions" />
      ) : (
        <Groups extensions={extensions.data} filter={filter} />
      )}
    </Box>
  );
}

function Groups({
  extensions,
  filter,
}: {
  extensions: readonly DatabaseExtension[];
  filter: string;
}) {
  const { enabled, available } = groupExtensions(extensions, filter);
  if (enabled.length === 0 && available.length === 0) {
    return (
      <EmptyState
        title="No results found"
        description={`Your search for "${filter}" did not return any results`}
      />
    );
  }
  return (
    <>
      <Group title="Enabled extensions" extensions={enabled} />
      <Group title="Available extensions" extensions={available} />
    </>
  );
}

function Group({ title, extensions }: { title: string; extensions: readonly DatabaseExtension[] }) {
  if (extensions.length === 0) return null;
  return (
    <Box as="section" aria-label={title} display="flex" flexDirection="column" gap="medium">
      <Box as="h2" margin="none" fontSize="large" fontWeight="strong">
        {title}
      </Box>
      <div className={css.cards}>
        {extensions.map((extension) => (
          <Box key={extension.name} display="flex" flexDirection="column" gap="small">
            <DatabaseExtensionCard extension={extension} />
            {canUpgrade(extension) && <UpgradeButton extension={extension} />}
          </Box>
        ))}
      </div>
    </Box>
  );
}
