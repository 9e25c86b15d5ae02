import type { ReactNode } from 'react';
import { useId } from 'react';
import { Box, CodeBlock } from '@atrium/design-system';
import { PluginScopeContext } from '../host/plugin-scope.js';
import { useProjectRef } from '../host/project-ref.js';
import { PageHeader } from '../pages/PageHeader.js';
import { ApiKeysSection } from './ApiKeysSection.js';
import { RollJwtSecret } from './RollJwtSecret.js';
import * as styles from './ApiSettingsPage.css.js';

/** The self-hosted project, reached at the server's own origin (its URL names no project). */
const DEFAULT_REF = 'default';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/project/{ref}/settings/api`: where the project API is reached (this server's origin for the
 * default project, `/project-api/{ref}` on it for a hosted one, storage under `/storage/v1`) and
 * the keys to reach it with. A hosted project's URL names it so that the public URLs its clients
 * build (which carry no key) name it too. Core's own page, in core's data scope, so it reads and
 * writes through `useProjectQuery` and `useProjectMutation` like a plugin's screen.
 */
export function ApiSettingsPage() {
  const origin = window.location.origin;
  const ref = useProjectRef() ?? DEFAULT_REF;
  const projectUrl = ref === DEFAULT_REF ? origin : `${origin}/project-api/${ref}`;
  return (
    <PluginScopeContext.Provider value="core">
      <Box padding="xlarge" className={styles.page}>
        <PageHeader
          title="API Settings"
          description="Reach this project from your applications with its URL and one of its API keys."
        />
        <Section title="Connection">
          <div className={styles.field}>
            <p className={styles.hint}>The project API: send a key as the apikey header.</p>
            <CodeBlock code={projectUrl} aria-label="Project URL" />
          </div>
          <div className={styles.field}>
            <p className={styles.hint}>
              {ref === DEFAULT_REF
                ? 'Storage, for storage-js and the S3 protocol (/s3).'
                : `Storage, for storage-js; S3 clients use ${origin}/storage/v1/s3 with an access key.`}
            </p>
            <CodeBlock code={`${projectUrl}/storage/v1`} aria-label="Storage URL" />
          </div>
        </Section>
        <Section title="Project API keys">
          <ApiKeysSection />
        </Section>
        <Section title="JWT secret">
          <RollJwtSecret />
        </Section>
      </Box>
    </PluginScopeContext.Provider>
  );
}
