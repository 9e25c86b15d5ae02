/** The storage pages' paths (spec 2.1), one place for every link and navigation to them. */
export const storagePaths = {
  buckets: (ref: string) => `/project/${ref}/storage/buckets`,
  bucket: (ref: string, id: string) => `/project/${ref}/storage/buckets/${encodeURIComponent(id)}`,
  policies: (ref: string) => `/project/${ref}/storage/policies`,
  settings: (ref: string) => `/project/${ref}/settings/storage`,
};
