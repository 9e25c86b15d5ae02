import {
  defineApiArea,
  platformClient,
  type RequestOf,
  type ResponseOf,
} from '@atrium/core/plugin-api';

/**
 * The project's saved content (`/platform/projects/{ref}/content`), bound to one project so calls
 * need no `param: { ref }`. Typed from the API's own routes; the server decides who may write.
 */
export const contentApi = defineApiArea({
  name: 'content',
  connect: (origin, ref, options) => {
    const content = platformClient(origin, options).platform.projects[':ref'].content;
    const item = (id: string) => ({ param: { ref, id } });
    return {
      list: () => content.$get({ param: { ref }, query: { type: 'sql' } }),
      create: (json: NewContent) => content.$post({ param: { ref }, json }),
      change: (id: string, json: ContentChange) => content[':id'].$patch({ ...item(id), json }),
      favorite: (id: string, favorite: boolean) =>
        content[':id'].favorite.$put({ ...item(id), json: { favorite } }),
      remove: (ids: readonly string[]) =>
        content.$delete({ param: { ref }, query: { ids: ids.join(',') } }),
    };
  },
});

type ContentClient = ReturnType<typeof platformClient>['platform']['projects'][':ref']['content'];
/** A new item as the create route reads it. */
export type NewContent = RequestOf<ContentClient['$post']>['json'];
/** A change as the change route reads it: a rename, a share, or a save over `version`. */
export type ContentChange = RequestOf<ContentClient[':id']['$patch']>['json'];
/** A saved snippet as the list answers it, for the member asking. */
export type Snippet = ResponseOf<ContentClient['$get']>['data'][number];
