import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_SECRET_KEY,
  startS3Server,
  type S3TestServer,
} from '../../harness/s3-server.js';
import { s3BucketName, s3Refusal, text, useS3Instance } from './s3-fixture.js';

const KEY_PREFIX = 'atrium';

/** Names storage-api takes: any script, spaces, `+`, `?`, and long ones (in S3's 1024 bytes with the key's prefix). */
const TAKEN = [
  'unicode/日本語 ファイル.txt',
  'é/один два.txt',
  'emoji/😀 smile.txt',
  'spaces in/a  b  c .txt',
  'plus+sign/a+b=c,d.txt',
  "marks/what?!(it's)&@$;:,.txt",
  'dots/..a/b../c...txt',
  `long/${Array.from({ length: 4 }, () => 'ü'.repeat(100)).join('/')}/${'x'.repeat(100)}.txt`,
];
/** storage-js sends a path as it is, so a `?` would start its query: the rest go through it too. */
const TAKEN_BY_STORAGE_JS = TAKEN.filter((name) => !name.includes('?'));
/**
 * The loopback S3 server (s3rver 3.7) reads a copy's `x-amz-copy-source` with `decodeURI`, which
 * leaves `%2B`, `%3D`, `%3F`... encoded, so it finds no source for a key with one of those (S3
 * and MinIO decode them): copies and moves on the S3 backend are checked with the other names.
 */
const COPIED = TAKEN.filter((name) => !/[;,?:@&=+$#]/.test(name));

/** Names storage-api refuses (400 `InvalidKey`): S3's characters to avoid, and leaving the bucket. */
const REFUSED = ['per%cent.txt', 'hash#tag.txt', 'up/../escape.txt', '..', 'tilde~.txt'];

/**
 * Hostile object names (docs/architecture/storage.md, names) through storage-js and the S3
 * protocol, with the bytes on the S3 backend (the loopback S3 server): each name round-trips,
 * lists, copies, moves and goes, stored under its own key.
 */
describe('hostile object names on the S3 backend', () => {
  let store: S3TestServer;
  beforeAll(async () => {
    store = await startS3Server();
  });
  afterAll(async () => {
    await store?.close();
  });
  const f = useS3Instance('s3_names', () => ({
    ATRIUM_STORAGE_BACKEND: 's3',
    ATRIUM_STORAGE_S3_ENDPOINT: store.endpoint,
    ATRIUM_STORAGE_S3_BUCKET: store.bucket,
    ATRIUM_STORAGE_S3_ACCESS_KEY: S3RVER_ACCESS_KEY,
    ATRIUM_STORAGE_S3_SECRET_KEY: S3RVER_SECRET_KEY,
    ATRIUM_STORAGE_S3_KEY_PREFIX: KEY_PREFIX,
  }));
  const bucket = s3BucketName(uniqueName('s3-names'));

  /** The names whose bytes the S3 server holds for the bucket, read without the API. */
  const namesInStore = async (): Promise<string[]> => {
    const direct = new Client({
      endPoint: '127.0.0.1',
      port: Number(new URL(store.endpoint).port),
      useSSL: false,
      accessKey: S3RVER_ACCESS_KEY,
      secretKey: S3RVER_SECRET_KEY,
      region: 'us-east-1',
    });
    const names: string[] = [];
    const prefix = `${KEY_PREFIX}/default/${bucket}/`;
    for await (const item of direct.listObjectsV2(store.bucket, prefix, true)) {
      // `{prefix}{name}/{version}`: the name is all but the last segment. s3rver keeps a `+` of
      // a request's path as a space (S3 and MinIO keep it): read back as the name it stands for.
      if (item.name) {
        const name = item.name.slice(prefix.length).replace(/\/[^/]+$/, '');
        names.push(name.replace(/plus sign\/a b=/, 'plus+sign/a+b='));
      }
    }
    return names.sort();
  };

  beforeAll(async () => {
    expect((await f.storage.createBucket(bucket)).error).toBeNull();
  });

  it('round-trips, lists, copies, moves and removes each name through storage-js', async () => {
    const files = f.storage.from(bucket);
    for (const name of TAKEN_BY_STORAGE_JS) {
      const body = `bytes of ${name}`;
      const up = await files.upload(`js/${name}`, new Blob([body], { type: 'text/plain' }));
      expect(up.error, name).toBeNull();
      const down = await files.download(`js/${name}`);
      expect(down.error, name).toBeNull();
      expect(await down.data!.text(), name).toBe(body);
      const folder = `js/${name}`.split('/').slice(0, -1).join('/');
      const listed = await files.list(folder);
      expect(
        listed.data?.map((entry) => entry.name),
        name,
      ).toContain(name.split('/').at(-1));
      if (!COPIED.includes(name)) continue;
      expect((await files.copy(`js/${name}`, `js/copies/${name}`)).error, name).toBeNull();
      expect((await files.move(`js/copies/${name}`, `js/moved/${name}`)).error, name).toBeNull();
      const moved = await files.download(`js/moved/${name}`);
      expect(await moved.data!.text(), name).toBe(body);
    }
    const all = [
      ...TAKEN_BY_STORAGE_JS.map((name) => `js/${name}`),
      ...COPIED.map((name) => `js/moved/${name}`),
    ];
    expect(await namesInStore()).toEqual([...all].sort());
    expect((await files.remove(all)).error).toBeNull();
    expect(await namesInStore()).toEqual([]);
  });

  it('round-trips, lists, copies and deletes each name through the AWS SDK', async () => {
    for (const name of TAKEN) {
      const key = `s3/${name}`;
      await f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: `s3 ${name}` }));
      const got = await f.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      expect(await text(got.Body), name).toBe(`s3 ${name}`);
      if (!COPIED.includes(name)) continue;
      // CopySource is URL-encoded by the caller, as S3 asks.
      const source = `${bucket}/${key}`.split('/').map(encodeURIComponent).join('/');
      await f.s3.send(
        new CopyObjectCommand({ Bucket: bucket, Key: `s3/copies/${name}`, CopySource: source }),
      );
      const copied = await f.s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: `s3/copies/${name}` }),
      );
      expect(await text(copied.Body), name).toBe(`s3 ${name}`);
    }
    const listed = await f.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 's3/' }));
    const keys = [
      ...TAKEN.map((name) => `s3/${name}`),
      ...COPIED.map((name) => `s3/copies/${name}`),
    ];
    expect(listed.Contents?.map((o) => o.Key)).toEqual(
      [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
    const encoded = await f.s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 's3/', EncodingType: 'url' }),
    );
    expect(encoded.Contents?.map((o) => decodeURIComponent(o.Key!))).toEqual(
      listed.Contents?.map((o) => o.Key),
    );
    // Read by storage-js too: one set of objects.
    const viaJs = await f.storage.from(bucket).download(`s3/${TAKEN[0]}`);
    expect(await viaJs.data!.text()).toBe(`s3 ${TAKEN[0]}`);
    for (const key of keys) await f.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    expect(await namesInStore()).toEqual([]);
  });

  it('refuses the names storage-api refuses, with 400 InvalidKey, storing nothing', async () => {
    await f.storage.from(bucket).upload('source.txt', new Blob(['source']));
    for (const name of REFUSED) {
      // Named in a JSON body: in a URL, `#` would be a fragment, `%` an escape, and `up/..`
      // folded away by the client before it is sent.
      const copied = await f.storage.from(bucket).copy('source.txt', `bad/${name}`);
      expect(copied.error, name).toMatchObject({ statusCode: '400' });
      // Over S3, a `..` segment is folded out of the request's URL as the server reads it, so the
      // signature, made over the path as sent, no longer matches: refused either way.
      const refused = await s3Refusal(
        f.s3.send(new PutObjectCommand({ Bucket: bucket, Key: `bad/${name}`, Body: 'no' })),
      );
      expect(refused, name).toEqual(
        name.split('/').includes('..')
          ? { code: 'SignatureDoesNotMatch', status: 403 }
          : { code: 'InvalidArgument', status: 400 },
      );
    }
    expect(await namesInStore()).toEqual(['source.txt']);
    await f.storage.from(bucket).remove(['source.txt']);
  });
});
