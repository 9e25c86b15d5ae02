import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { awsChunkedDecoder } from './aws-chunked.js';
import { s3Errors } from './s3-error.js';
import { sameHex, type SignatureClaim } from './signature-v4.js';

/** The request's verified signature, as the body's decoding needs it. */
export interface VerifiedSignature {
  readonly claim: SignatureClaim;
  readonly key: Buffer;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * The object's bytes of a signed request's body, streamed, as its `x-amz-content-sha256` says:
 * as sent (`UNSIGNED-PAYLOAD`); checked against the signed hash at its end (a mismatch fails the
 * stream, so the upload behind it keeps nothing); or decoded from `aws-chunked`, each signed
 * chunk checked. Any other mode is refused.
 */
export function objectBytesOf(body: Readable, signature: VerifiedSignature): Readable {
  const mode = signature.claim.payloadHash;
  const decoded = (() => {
    if (mode === 'UNSIGNED-PAYLOAD') return undefined;
    if (HEX_SHA256.test(mode)) return hashChecked(mode);
    if (mode === 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD') return awsChunkedDecoder(signature);
    if (mode === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') return awsChunkedDecoder(undefined);
    throw s3Errors.notImplemented(`x-amz-content-sha256: ${mode.slice(0, 64)}`);
  })();
  if (!decoded) return body;
  body.on('error', (error) => decoded.destroy(error));
  return body.pipe(decoded);
}

/** Passes bytes on and fails at the end unless their SHA-256 is `expected`. */
function hashChecked(expected: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(sameHex(hash.digest('hex'), expected) ? null : s3Errors.contentHashMismatch());
    },
  });
}
