import {
  CreateBucketCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage } from '../../../api/src/storage/s3/sql.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { s3BucketName, useS3Instance } from './s3-fixture.js';

/** A few thousand keys: big folders, files between them, names around `/` in byte order. */
const MANY_KEYS = [
  ...Array.from({ length: 1500 }, (_, i) => `big/${String(i).padStart(4, '0')}.txt`),
  ...Array.from({ length: 600 }, (_, i) => `big/sub${i % 7}/${i}.txt`),
  ...Array.from({ length: 400 }, (_, i) => `f${String(i).padStart(3, '0')}`),
  ...Array.from({ length: 300 }, (_, i) => `d${i % 30}--x/${i}`),
  'big.zip',
  'big0',
  'big/',
  'big//double',
  'é/один.txt',
  'éa',
  '日本/語.txt',
  'a b/c d',
  'a%b/c',
  'a+b?c#d',
  'z',
];

/** A node of `EXPLAIN (FORMAT JSON)`'s plan, with the fields the test reads. */
interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The listing S3 defines, made the plain way: every entry under `prefix` above `after`, rolled up. */
function referenceEntries(prefix: string, delimiter: string, after: string): string[] {
  const entries = new Set<string>();
  for (const key of MANY_KEYS) {
    if (!key.startsWith(prefix)) continue;
    const cut = delimiter === '' ? -1 : key.indexOf(delimiter, prefix.length);
    entries.add(cut === -1 ? key : key.slice(0, cut + delimiter.length));
  }
  const bytes = (text: string) => Buffer.from(text);
  return [...entries]
    .filter((entry) => Buffer.compare(bytes(entry), bytes(after)) > 0)
    .sort((a, b) => Buffer.compare(bytes(a), bytes(b)));
}

/** ListObjectsV2 (docs/architecture/storage-s3.md, Listing), with the AWS SDK. */
describe('the S3 protocol: listing', () => {
  const f = useS3Instance('s3_listing');
  const bucket = s3BucketName(uniqueName('s3-listing'));
  beforeAll(async () => {
    await f.s3.send(new CreateBucketCommand({ Bucket: bucket }));
  });

  it('lists with prefix, delimiter, max-keys, continuation and start-after', async () => {
    const folder = 'listing';
    const names = ['a.txt', 'b.txt', 'sub/c.txt', 'sub/d.txt', 'sub2/e.txt', 'z.txt'];
    for (const name of names) {
      await f.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: `${folder}/${name}`, Body: name }),
      );
    }
    const level = await f.s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, Delimiter: '/' }),
    );
    expect(level.Contents?.map((o) => o.Key)).toEqual([
      'listing/a.txt',
      'listing/b.txt',
      'listing/z.txt',
    ]);
    expect(level.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['listing/sub/', 'listing/sub2/']);
    expect(level.Contents?.[0]).toMatchObject({ Size: 5, ETag: expect.stringMatching(/^"/) });

    // Pages of two, the prefixes counted once each, until the last.
    const pages: string[][] = [];
    let token: string | undefined;
    do {
      const page = await f.s3.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${folder}/`,
          Delimiter: '/',
          MaxKeys: 2,
          ContinuationToken: token,
        }),
      );
      pages.push([
        ...(page.Contents ?? []).map((o) => o.Key!),
        ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!),
      ]);
      expect(page.KeyCount).toBe(pages.at(-1)!.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(pages.map((page) => page.sort())).toEqual([
      ['listing/a.txt', 'listing/b.txt'],
      ['listing/sub/', 'listing/sub2/'],
      ['listing/z.txt'],
    ]);

    const flat = await f.s3.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: `${folder}/sub`,
        StartAfter: `${folder}/sub/c.txt`,
      }),
    );
    expect(flat.Contents?.map((o) => o.Key)).toEqual(['listing/sub/d.txt', 'listing/sub2/e.txt']);
  });

  describe('a few thousand keys', () => {
    const many = s3BucketName(uniqueName('s3-many'));
    beforeAll(async () => {
      await f.s3.send(new CreateBucketCommand({ Bucket: many }));
      // Rows only: a listing reads no bytes.
      await directQuery(
        `INSERT INTO storage.objects (bucket_id, name, version, metadata)
         SELECT $1, name, gen_random_uuid()::text, '{"size": 1}'::jsonb FROM unnest($2::text[]) AS name`,
        [many, MANY_KEYS],
        f.instance.projectDbUrl,
      );
      await directQuery('ANALYZE storage.objects', [], f.instance.projectDbUrl);
    });

    /** Every page ListObjectsV2 answers, each its keys and common prefixes in byte order. */
    const pagesOf = async (prefix: string, delimiter: string, maxKeys: number) => {
      const pages: string[][] = [];
      let token: string | undefined;
      do {
        const page = await f.s3.send(
          new ListObjectsV2Command({
            Bucket: many,
            Prefix: prefix,
            Delimiter: delimiter === '' ? undefined : delimiter,
            MaxKeys: maxKeys,
            ContinuationToken: token,
          }),
        );
        const entries = [
          ...(page.Contents ?? []).map((o) => o.Key!),
          ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!),
        ].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(page.KeyCount).toBe(entries.length);
        pages.push(entries);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return pages;
    };
    const chunks = (entries: string[], size: number) =>
      entries.length === 0
        ? [[]]
        : Array.from({ length: Math.ceil(entries.length / size) }, (_, i) =>
            entries.slice(i * size, (i + 1) * size),
          );

    it('pages exactly the plain listing, with and without a delimiter, under any prefix', async () => {
      for (const [prefix, delimiter, maxKeys] of [
        ['', '/', 7],
        ['', '/', 1000],
        ['', '', 1000],
        ['big/', '/', 250],
        ['big/', '', 400],
        ['big', '/', 3],
        ['big/sub', '/', 2],
        ['d', '--', 4],
        ['', '--', 100],
        ['nothing/', '/', 10],
      ] as const) {
        const expected = chunks(referenceEntries(prefix, delimiter, ''), maxKeys);
        expect(
          await pagesOf(prefix, delimiter, maxKeys),
          `${prefix} ${delimiter} ${maxKeys}`,
        ).toEqual(expected);
      }
    }, 120_000);

    it('starts after any key: inside a common prefix, before the prefix and past it', async () => {
      for (const [prefix, delimiter, after] of [
        ['', '/', 'big/0007.txt'],
        ['', '/', 'big'],
        ['big/', '/', 'big/sub3/99.txt'],
        ['big/', '/', 'a'],
        ['big/', '', 'big/sub6/'],
        ['', '--', 'd1--x/z'],
        ['', '/', 'zz'],
      ] as const) {
        const page = await f.s3.send(
          new ListObjectsV2Command({
            Bucket: many,
            Prefix: prefix,
            Delimiter: delimiter === '' ? undefined : delimiter,
            StartAfter: after,
            MaxKeys: 20,
          }),
        );
        const entries = [
          ...(page.Contents ?? []).map((o) => o.Key!),
          ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!),
        ].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(entries, `${prefix} ${delimiter} ${after}`).toEqual(
          referenceEntries(prefix, delimiter, after).slice(0, 20),
        );
      }
    });

    it('pages ListObjects (version 1) by marker the same way', async () => {
      const pages: string[][] = [];
      let marker: string | undefined;
      do {
        const page = await f.s3.send(
          new ListObjectsCommand({ Bucket: many, Delimiter: '/', MaxKeys: 9, Marker: marker }),
        );
        const entries = [
          ...(page.Contents ?? []).map((o) => o.Key!),
          ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!),
        ].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        pages.push(entries);
        marker = page.IsTruncated ? page.NextMarker : undefined;
      } while (marker);
      expect(pages).toEqual(chunks(referenceEntries('', '/', ''), 9));
    });

    it('reads the name index, never the whole bucket (EXPLAIN)', async () => {
      const client = new pg.Client({ connectionString: f.instance.projectDbUrl });
      await client.connect();
      try {
        await client.query('SET ROLE service_role');
        // The query listPage sends, run under EXPLAIN ANALYZE, so the plan tells what was read.
        const explaining = {
          query: (sql: string, params: unknown[]) =>
            client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params),
        } as unknown as pg.ClientBase;
        for (const [prefix, delimiter] of [
          ['', '/'],
          ['big/', '/'],
          ['big/', ''],
          ['', ''],
        ] as const) {
          const explained = (await listPage(explaining, many, {
            prefix,
            delimiter,
            after: '',
            limit: 20,
          })) as unknown as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
          const nodes = planNodes(explained[0]!['QUERY PLAN'][0].Plan);
          const reads = nodes.filter((node) => node['Relation Name'] === 'objects');
          const label = `${prefix} ${delimiter}`;
          expect(reads.length, label).toBeGreaterThan(0);
          for (const read of reads) {
            expect(read['Node Type'], label).toMatch(/^Index (Only )?Scan$/);
            expect(read['Index Name'], label).toBe('objects_bucket_id_name_bytes');
          }
          // A page of 20 reads a few dozen keys, not the thousands under the prefix.
          const read = reads.reduce(
            (sum, node) => sum + node['Actual Rows']! * node['Actual Loops']!,
            0,
          );
          expect(read, label).toBeLessThan(200);
        }
      } finally {
        await client.end();
      }
    });
  });
});
