import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { s3Errors } from './s3-error.js';
import {
  ALGORITHM,
  hmac,
  sameHex,
  scopeOf,
  sha256Hex,
  type SignatureClaim,
} from './signature-v4.js';

/** Signed chunks as `aws-chunked` bodies carry them: each one's signature chains the previous. */
export interface ChunkSigning {
  readonly key: Buffer;
  readonly claim: SignatureClaim;
}

const EMPTY_SHA256 = sha256Hex('');
/** A chunk header (`10000;chunk-signature=<64 hex>`) is short; a longer line is not one. */
const MAX_LINE = 4096;
const CRLF = Buffer.from('\r\n');

type State = 'header' | 'data' | 'data-end' | 'trailer' | 'done';

/**
 * Decodes an `aws-chunked` body (`STREAMING-AWS4-HMAC-SHA256-PAYLOAD`, or
 * `STREAMING-UNSIGNED-PAYLOAD-TRAILER` when `signing` is undefined) into the object's bytes,
 * passing each chunk's bytes on as they come: the whole body is never held. Each signed chunk's
 * signature is checked as its last byte arrives, so a forged chunk fails the stream and the
 * upload behind it removes what it wrote. Trailing headers (a checksum) are read and not checked.
 */
export function awsChunkedDecoder(signing: ChunkSigning | undefined): Transform {
  let state: State = 'header';
  let pending: Buffer = Buffer.alloc(0);
  let remaining = 0;
  let chunkHash: Hash | undefined;
  let chunkSignature = '';
  let previousSignature = signing?.claim.signature ?? '';

  const verifyChunk = (dataHash: string) => {
    if (!signing) return;
    const toSign = [
      `${ALGORITHM}-PAYLOAD`,
      signing.claim.amzDate,
      scopeOf(signing.claim),
      previousSignature,
      EMPTY_SHA256,
      dataHash,
    ].join('\n');
    const expected = hmac(signing.key, toSign).toString('hex');
    if (!sameHex(expected, chunkSignature)) throw s3Errors.signatureDoesNotMatch();
    previousSignature = chunkSignature;
  };

  /** Takes one line off `pending`, or undefined until it has come whole. */
  const line = (): string | undefined => {
    const end = pending.indexOf(CRLF);
    if (end < 0) {
      if (pending.length > MAX_LINE) throw s3Errors.incompleteBody();
      return undefined;
    }
    const text = pending.subarray(0, end).toString('latin1');
    pending = pending.subarray(end + 2);
    return text;
  };

  const readHeader = (text: string) => {
    const [sizeText, ...extensions] = text.split(';');
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeText ?? '')) throw s3Errors.incompleteBody();
    remaining = parseInt(sizeText!, 16);
    const signature = extensions.find((e) => e.startsWith('chunk-signature='));
    if (signing && !signature) throw s3Errors.incompleteBody();
    chunkSignature = signature?.slice('chunk-signature='.length) ?? '';
    if (remaining === 0) {
      verifyChunk(EMPTY_SHA256);
      state = 'trailer';
    } else {
      chunkHash = signing ? createHash('sha256') : undefined;
      state = 'data';
    }
  };

  const step = (push: (data: Buffer) => void): boolean => {
    switch (state) {
      case 'header': {
        const text = line();
        if (text === undefined) return false;
        readHeader(text);
        return true;
      }
      case 'data': {
        if (pending.length === 0) return false;
        const data = pending.subarray(0, remaining);
        pending = pending.subarray(data.length);
        remaining -= data.length;
        chunkHash?.update(data);
        push(data);
        if (remaining === 0) {
          verifyChunk(chunkHash ? chunkHash.digest('hex') : '');
          state = 'data-end';
        }
        return true;
      }
      case 'data-end': {
        if (pending.length < 2) return false;
        if (!pending.subarray(0, 2).equals(CRLF)) throw s3Errors.incompleteBody();
        pending = pending.subarray(2);
        state = 'header';
        return true;
      }
      case 'trailer': {
        const text = line();
        if (text === undefined) return false;
        if (text === '') state = 'done';
        else if (!signing && !/^[a-z0-9-]+:/i.test(text)) throw s3Errors.incompleteBody();
        else if (signing && !text.startsWith('x-amz-trailer-signature:')) {
          throw s3Errors.incompleteBody();
        }
        return true;
      }
      case 'done':
        if (pending.length > 0) throw s3Errors.incompleteBody();
        return false;
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        while (step((data) => this.push(data)));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      done(state === 'done' ? null : s3Errors.incompleteBody());
    },
  });
}
