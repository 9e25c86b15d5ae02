import { CodeBlock } from '@atrium/design-system';
import * as css from './StorageSettings.css.js';

/** S3 clients sign with a region; this server accepts any, so the usual default is shown. */
export const S3_REGION = 'us-east-1';

/** Where S3 clients reach the project's storage (spec 2.1: `/storage/v1/s3`), to copy. */
export function S3Connection() {
  const endpoint = `${window.location.origin}/storage/v1/s3`;
  return (
    <>
      <p className={css.hint}>
        Any S3 client reaches this project&apos;s buckets here, path-style, with one of the access
        keys below.
      </p>
      <CodeBlock code={endpoint} aria-label="S3 endpoint" />
      <p className={css.hint}>Region: any region is accepted.</p>
      <CodeBlock code={S3_REGION} aria-label="S3 region" />
    </>
  );
}
