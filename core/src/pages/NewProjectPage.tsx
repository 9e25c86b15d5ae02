import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation, useParams } from 'wouter';
import {
  Box,
  Button,
  ButtonLink,
  ErrorPanel,
  Skeleton,
  TextField,
  Tooltip,
} from '@atrium/design-system';
import { readJson, useApiClient } from '../plugin-api/use-api.js';
import { nameProblem } from '../projects/name-rule.js';
import { CREATE_PROJECT_DENIED } from '../projects/NewProjectLink.js';
import {
  platformKeys,
  useOrganizationCan,
  useOrganizations,
} from '../projects/platform-queries.js';
import { FormFailure } from '../sign-in/FormFailure.js';
import { useSubmit } from '../sign-in/use-submit.js';
import { CorePage } from './CorePage.js';
import * as styles from './NewProjectPage.css.js';

/**
 * `/new/{slug}`: a new project in organization `slug` (hosted mode). Its database is created after
 * the answer, so a created project opens on its building page.
 */
export function NewProjectPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data, error, isLoading, mutate } = useOrganizations();
  const organization = data?.find((org) => org.slug === slug);
  return (
    <CorePage
      title="Create a new project"
      description="A project is a Postgres database of its own, with the dashboard's tools."
    >
      {isLoading && <Skeleton count={2} label="Loading the organization" />}
      {error && (
        <ErrorPanel
          headingLevel={2}
          title="Failed to retrieve your organizations"
          message={error.message}
          code={error.status}
          onRetry={() => void mutate()}
        />
      )}
      {data && !organization && (
        <ErrorPanel
          headingLevel={2}
          title="Organization not found"
          message={`You are not a member of an organization ${slug}. Pick one on the projects page.`}
        />
      )}
      {data && <BackToProjects visible={!organization} />}
      {organization && <NewProjectForm slug={slug} organizationName={organization.name} />}
    </CorePage>
  );
}

function BackToProjects({ visible }: { visible: boolean }) {
  return visible ? (
    <Box>
      <ButtonLink href="/projects">Back to projects</ButtonLink>
    </Box>
  ) : null;
}

function NewProjectForm({ slug, organizationName }: { slug: string; organizationName: string }) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const allowed = useOrganizationCan(slug, 'platform:write', 'projects');

  const create = useCallback(async () => {
    const project = await readJson(
      await api.platform.organizations[':slug'].projects.$post({
        param: { slug },
        json: { name: name.trim() },
      }),
    );
    // The list and the building page start from the answer: no empty flash, no stale list.
    await mutate(platformKeys.project(project.ref), project, { revalidate: false });
    void mutate(platformKeys.projects);
    navigate(`/project/${encodeURIComponent(project.ref)}/building`);
  }, [api, mutate, navigate, slug, name]);
  const { pending, failure, onSubmit } = useSubmit(create);

  const submit = (
    <Button
      type="submit"
      variant="solid"
      tone="accent"
      isPending={pending}
      isDisabled={allowed !== true}
    >
      Create project
    </Button>
  );
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="New project">
      <div className={styles.fields}>
        <p className={styles.organization}>
          <span className={styles.label}>Organization</span>
          <span>{organizationName}</span>
        </p>
        <TextField
          label="Project name"
          autoFocus
          isRequired
          validate={(value) => nameProblem(value, 'project')}
          value={name}
          onChange={setName}
        />
        <FormFailure message={failure} />
      </div>
      <Box display="flex" gap="small">
        {allowed === false ? <Tooltip content={CREATE_PROJECT_DENIED}>{submit}</Tooltip> : submit}
        <ButtonLink href="/projects">Cancel</ButtonLink>
      </Box>
    </form>
  );
}
