import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { objectBytesOf } from './payload.js';
import { signatureClaimOf, verifySignature } from './signature-v4.js';

/**
 * The worked example of AWS's "Signature Calculations for the Authorization Header: Transferring
 * Payload in Multiple Chunks" (SigV4 streaming, S3 API reference): its request, its seed
 * signature and each chunk's, as AWS publishes them. The AWS SDK sends other modes for the calls
 * Atrium's tests make, so this is where signed chunks are checked against what AWS signs.
 */
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const HEADERS: Record<string, string> = {
  host: 's3.amazonaws.com',
  'x-amz-date': '20130524T000000Z',
  'x-amz-storage-class': 'REDUCED_REDUNDANCY',
  authorization:
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class,Signature=4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
  'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
  'content-encoding': 'aws-chunked',
  'x-amz-decoded-content-length': '66560',
  'content-length': '66824',
};
const CHUNKS = [
  { size: 65536, signature: 'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648' },
  { size: 1024, signature: '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497' },
  { size: 0, signature: 'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9' },
];

const request = {
  method: 'PUT',
  path: '/examplebucket/chunkObject.txt',
  query: '',
  header: (name: string) => HEADERS[name],
  headerNames: Object.keys(HEADERS),
};

/** The example's body, its bytes all `a`, cut into `pieces` as a network might deliver it. */
function body(chunks = CHUNKS, pieces = 7): Readable {
  const wire = Buffer.concat(
    chunks.map(({ size, signature }) =>
      Buffer.concat([
        Buffer.from(`${size.toString(16)};chunk-signature=${signature}\r\n`),
        Buffer.alloc(size, 'a'),
        Buffer.from('\r\n'),
      ]),
    ),
  );
  expect(wire.length).toBe(chunks === CHUNKS ? 66824 : wire.length);
  const step = Math.ceil(wire.length / pieces);
  return Readable.from(
    Array.from({ length: pieces }, (_, i) => wire.subarray(i * step, (i + 1) * step)),
  );
}

describe('aws-chunked bodies signed chunk by chunk', () => {
  const claim = signatureClaimOf(request);
  const key = verifySignature(request, claim, SECRET);

  it("verifies AWS's seed signature and decodes its chunks into the object's bytes", async () => {
    const decoded = await text(objectBytesOf(body(), { claim, key }));
    expect(decoded).toBe('a'.repeat(66560));
  });

  it('fails the stream on a chunk whose signature is not the one its bytes make', async () => {
    const forged = CHUNKS.map((chunk, i) =>
      i === 1 ? { ...chunk, signature: chunk.signature.replace(/^0/, '1') } : chunk,
    );
    await expect(text(objectBytesOf(body(forged), { claim, key }))).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('fails the stream on a body that ends before its last chunk', async () => {
    await expect(
      text(objectBytesOf(body(CHUNKS.slice(0, 2)), { claim, key })),
    ).rejects.toMatchObject({ code: 'IncompleteBody' });
  });

  it('refuses the seed signature under another secret', () => {
    expect(() => verifySignature(request, claim, `${SECRET}x`)).toThrow(
      expect.objectContaining({ code: 'SignatureDoesNotMatch' }),
    );
  });
});

describe('a body signed by its SHA-256', () => {
  const claim = (payloadHash: string) => ({ ...signatureClaimOf(request), payloadHash });

  it('passes the bytes whose hash was signed, and fails at the end on others', async () => {
    const hello = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';
    const key = Buffer.alloc(32);
    expect(
      await text(objectBytesOf(Readable.from(['hel', 'lo']), { claim: claim(hello), key })),
    ).toBe('hello');
    await expect(
      text(objectBytesOf(Readable.from(['hellO']), { claim: claim(hello), key })),
    ).rejects.toMatchObject({ code: 'XAmzContentSHA256Mismatch' });
  });
});
