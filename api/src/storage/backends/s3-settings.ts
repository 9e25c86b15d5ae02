/**
 * Where the S3 byte store keeps bytes: any S3-compatible service (AWS S3, MinIO, R2, ...), from
 * `ATRIUM_STORAGE_S3_*`. `accessKey` and `secretKey` are credentials: never log this object whole.
 */
export interface S3StoreSettings {
  /** `http(s)://host[:port]`: the scheme says whether TLS is used. */
  readonly endpoint: URL;
  readonly region: string;
  /** The one bucket every project's bytes go to, each project under its own prefix. */
  readonly bucket: string;
  /** Put before every key (`atrium/`), so one bucket can hold other things too; may be empty. */
  readonly keyPrefix: string;
  readonly accessKey: string;
  readonly secretKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most self-hosted stores). */
  readonly forcePathStyle: boolean;
}

/** `https://s3.example.com:9000/` as the logs and messages name it: scheme, host and port only. */
export const endpointName = (endpoint: URL): string => `${endpoint.protocol}//${endpoint.host}`;
