import { defineApiArea, platformClient, storageAdminClient } from '@atrium/core/plugin-api';

/**
 * The storage service's dashboard routes (`/platform/storage/{ref}/...`) and the project's storage
 * settings (`/platform/projects/{ref}/config/storage`), bound to one project so calls need no
 * `param: { ref }`. Typed from the API's own routes; the server checks storage admin grants.
 */
export const storageApi = defineApiArea({
  name: 'storage',
  connect: (origin, ref, options) => {
    const admin = storageAdminClient(origin, options);
    const storage = admin.storage[':ref'];
    const settings = admin.projects[':ref'].config.storage;
    // The S3 access keys are the platform's own routes, not the storage module's.
    const credentials = platformClient(origin, options).platform.storage[':ref'].credentials;
    const bucket = (id: string) => ({ param: { ref, id } });
    return {
      buckets: {
        list: () => storage.buckets.$get({ param: { ref } }),
        get: (id: string) => storage.buckets[':id'].$get(bucket(id)),
        create: (body: NewBucket) =>
          storage.buckets.$post({ param: { ref } }, { init: json(body) }),
        update: (id: string, body: BucketChange) =>
          storage.buckets[':id'].$patch(bucket(id), { init: json(body) }),
        empty: (id: string) => storage.buckets[':id'].empty.$post(bucket(id)),
        remove: (id: string) => storage.buckets[':id'].$delete(bucket(id)),
      },
      config: {
        get: () => settings.$get({ param: { ref } }),
        update: (fileSizeLimit: number) =>
          settings.$patch({ param: { ref }, json: { fileSizeLimit } }),
      },
      credentials: {
        list: () => credentials.$get({ param: { ref } }),
        create: (description: string) =>
          credentials.$post({ param: { ref }, json: { description } }),
        revoke: (id: string) => credentials[':id'].$delete({ param: { ref, id } }),
      },
    };
  },
});

/** A new bucket as the create route reads it (the route reads its body without a schema). */
export interface NewBucket {
  readonly id: string;
  readonly public: boolean;
  readonly file_size_limit: number | null;
  readonly allowed_mime_types: readonly string[] | null;
}

/** What an edit may change: a bucket is never renamed. */
export type BucketChange = Omit<NewBucket, 'id'>;

/** A JSON body for a route that reads its body itself, without a validator to type it. */
const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
