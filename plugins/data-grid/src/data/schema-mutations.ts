import { resources, useProjectMutation } from '@atrium/core/plugin-api';

/** Creates a schema (`POST /schemas`); its form shows a refusal, so there is no error toast. */
export function useCreateSchema() {
  return useProjectMutation(
    (name: string, pgMeta) => pgMeta.relations.schemas.$post({ json: { name } }),
    {
      invalidates: [resources.schemas],
      errorToast: false,
      successToast: (_, name) => `Successfully created schema "${name}"`,
    },
  );
}
