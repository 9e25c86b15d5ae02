/** What the explorer needs of its bucket: whether it is public, and its own upload limit. */
export interface BucketFacts {
  readonly id: string;
  readonly public: boolean;
  readonly fileSizeLimit: number | null;
}

/**
 * The bucket route's answer (storage-api's row, which the route's types leave open), read field by
 * field; an answer without an id is refused rather than shown half-read.
 */
export function bucketFacts(body: unknown): BucketFacts {
  const row = (body ?? {}) as Record<string, unknown>;
  if (typeof row.id !== 'string') throw new Error('The bucket answer has no id');
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: typeof row.file_size_limit === 'number' ? row.file_size_limit : null,
  };
}
