import type { StorageOperation } from './policy-form.js';

/** Spec 3: a storage policy template; `{bucket_id}` in its definition is the bucket's id. */
export interface StoragePolicyTemplate {
  readonly id: string;
  readonly templateName: string;
  readonly description: string;
  readonly name: string;
  readonly definition: string;
  readonly allowedOperations: readonly StorageOperation[];
  readonly roles: readonly string[];
}

const USER_ID = 'd7bed83c-44a0-4a4f-925f-efc384ea1e50';

/** Spec 9: the five storage templates, in the order the templates view lists them. */
export const STORAGE_POLICY_TEMPLATES: readonly StoragePolicyTemplate[] = [
  {
    id: 'policy-1',
    templateName: 'Allow access to JPG images in a public folder to anonymous users',
    description:
      'This policy uses native Postgres functions, functions from auth and storage schema',
    name: 'Give anon users access to JPG images in folder',
    definition:
      "bucket_id = {bucket_id} AND storage.extension(name) = 'jpg' AND LOWER((storage.foldername(name))[1]) = 'public' AND auth.role() = 'anon'",
    allowedOperations: ['SELECT'],
    roles: [],
  },
  {
    id: 'policy-2',
    templateName: 'Give users access to only their own top level folder named as uid',
    description: 'For example a user with id d7bed83c... can access the folder d7bed83c.../',
    name: 'Give users access to own folder',
    definition:
      'bucket_id = {bucket_id} AND (select auth.uid()::text) = (storage.foldername(name))[1]',
    allowedOperations: [],
    roles: [],
  },
  {
    id: 'policy-3',
    templateName: 'Give users access to a folder only to authenticated users',
    description: 'For example the folder private/ is reachable only by signed-in users',
    name: 'Give users authenticated access to folder',
    definition:
      "bucket_id = {bucket_id} AND (storage.foldername(name))[1] = 'private' AND auth.role() = 'authenticated'",
    allowedOperations: [],
    roles: [],
  },
  {
    id: 'policy-4',
    templateName: 'Give access to a nested folder called admin/assets only to a specific user',
    description: 'Only the user with this id can reach admin/assets/',
    name: 'Give access to a nested folder',
    definition: `bucket_id = {bucket_id} AND (storage.foldername(name))[1] = 'admin' AND (storage.foldername(name))[2] = 'assets' AND (select auth.uid()::text) = '${USER_ID}'`,
    allowedOperations: [],
    roles: [],
  },
  {
    id: 'policy-5',
    templateName: 'Give access to a file to user',
    description: 'Only the user with this id can reach this one file',
    name: 'Give access to a file to user',
    definition: `bucket_id = {bucket_id} AND name = 'admin/assets/Costa Rican Frog.jpg' AND (select auth.uid()::text) = '${USER_ID}'`,
    allowedOperations: [],
    roles: [],
  },
];

/** The bucket id as a SQL string literal, for a definition's `{bucket_id}`. */
export const bucketLiteral = (bucketId: string) => `'${bucketId.replaceAll("'", "''")}'`;

/** A template's definition for one bucket. */
export const templateDefinition = (template: StoragePolicyTemplate, bucketId: string) =>
  template.definition.replaceAll('{bucket_id}', bucketLiteral(bucketId));
