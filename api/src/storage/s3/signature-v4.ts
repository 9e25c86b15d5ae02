import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { s3Errors } from './s3-error.js';

/** What Signature V4 signs of a request: its method, its path and query as sent, its headers. */
export interface SignedRequest {
  readonly method: string;
  /** The path as it came on the wire, percent-encoding kept (S3 signs it unnormalised). */
  readonly path: string;
  /** The query string as it came, without its `?`. */
  readonly query: string;
  header(name: string): string | undefined;
}

/** A request's claim to be signed: who, when, with what scope and over which parts. */
export interface SignatureClaim {
  readonly accessKeyId: string;
  /** `X-Amz-Date` as sent (`20260101T000000Z`) and as a time. */
  readonly amzDate: string;
  readonly signedAt: Date;
  readonly scope: { readonly day: string; readonly region: string; readonly service: string };
  readonly signedHeaders: readonly string[];
  readonly signature: string;
  /** `x-amz-content-sha256`: a hex SHA-256, `UNSIGNED-PAYLOAD` or a `STREAMING-…` mode. */
  readonly payloadHash: string;
  /** The presigned form's lifetime in seconds; undefined for the `Authorization` header form. */
  readonly expiresInSeconds?: number;
}

export const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3's clock-skew rule: a request signed further than this from the server's time is refused. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** S3's longest presigned URL: seven days. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/** The request's signature claim, from its `Authorization` header or its presigned query. */
export function signatureClaimOf(request: SignedRequest): SignatureClaim {
  const authorization = request.header('authorization');
  if (authorization !== undefined) return headerClaim(request, authorization);
  const query = new URLSearchParams(request.query);
  if (query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm')) {
    return presignedClaim(query);
  }
  throw s3Errors.accessDenied('Requests must be signed with AWS Signature Version 4');
}

function headerClaim(request: SignedRequest, authorization: string): SignatureClaim {
  if (!authorization.startsWith(`${ALGORITHM} `)) {
    throw s3Errors.authorizationMalformed('Only AWS4-HMAC-SHA256 signatures are accepted');
  }
  const fields = new Map<string, string>();
  for (const part of authorization.slice(ALGORITHM.length + 1).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const amzDate = request.header('x-amz-date') ?? '';
  const payloadHash = request.header('x-amz-content-sha256');
  if (payloadHash === undefined) {
    throw s3Errors.invalidArgument(
      'Missing required header for this request: x-amz-content-sha256',
    );
  }
  return claimOf({
    credential: fields.get('Credential'),
    signedHeaders: fields.get('SignedHeaders'),
    signature: fields.get('Signature'),
    amzDate,
    payloadHash,
  });
}

function presignedClaim(query: URLSearchParams): SignatureClaim {
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) {
    throw s3Errors.authorizationMalformed('Only AWS4-HMAC-SHA256 signatures are accepted');
  }
  const expires = Number(query.get('X-Amz-Expires'));
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS) {
    throw s3Errors.authorizationMalformed(
      `X-Amz-Expires must be a whole number of seconds from 1 to ${MAX_PRESIGNED_SECONDS}`,
    );
  }
  return {
    ...claimOf({
      credential: query.get('X-Amz-Credential') ?? undefined,
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? undefined,
      signature: query.get('X-Amz-Signature') ?? undefined,
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    }),
    expiresInSeconds: expires,
  };
}

function claimOf(parts: {
  credential: string | undefined;
  signedHeaders: string | undefined;
  signature: string | undefined;
  amzDate: string;
  payloadHash: string;
}): SignatureClaim {
  const [accessKeyId, day, region, service, terminal, ...rest] = (parts.credential ?? '').split(
    '/',
  );
  if (
    !accessKeyId ||
    !day ||
    !region ||
    service !== 's3' ||
    terminal !== 'aws4_request' ||
    rest.length > 0
  ) {
    throw s3Errors.authorizationMalformed(
      'The credential must be <access key id>/<date>/<region>/s3/aws4_request',
    );
  }
  const time = AMZ_DATE.exec(parts.amzDate);
  if (!time) throw s3Errors.accessDenied('X-Amz-Date must be a time like 20260101T000000Z');
  if (parts.amzDate.slice(0, 8) !== day) {
    throw s3Errors.authorizationMalformed('The credential date is not the day of X-Amz-Date');
  }
  const signature = parts.signature ?? '';
  const signedHeaders = (parts.signedHeaders ?? '').split(';');
  if (!HEX_SIGNATURE.test(signature) || !signedHeaders.includes('host')) {
    throw s3Errors.authorizationMalformed('The signature must be 64 hex digits over at least host');
  }
  const [, year, month, date, hours, minutes, seconds] = time.map(Number);
  return {
    accessKeyId,
    amzDate: parts.amzDate,
    signedAt: new Date(Date.UTC(year!, month! - 1, date!, hours!, minutes!, seconds!)),
    scope: { day, region, service },
    signedHeaders,
    signature,
    payloadHash: parts.payloadHash,
  };
}

/**
 * Refuses a claim that is out of time: a header-signed request more than 15 minutes from `now`
 * either way (`RequestTimeTooSkewed`), a presigned one past its expiry (`AccessDenied`) or signed
 * more than 15 minutes ahead of `now`.
 */
export function checkSignatureTime(claim: SignatureClaim, now: Date): void {
  const skew = claim.signedAt.getTime() - now.getTime();
  if (claim.expiresInSeconds === undefined) {
    if (Math.abs(skew) > MAX_CLOCK_SKEW_MS) throw s3Errors.requestTimeTooSkewed();
    return;
  }
  if (skew > MAX_CLOCK_SKEW_MS) throw s3Errors.requestTimeTooSkewed();
  if (now.getTime() > claim.signedAt.getTime() + claim.expiresInSeconds * 1000) {
    throw s3Errors.expiredRequest();
  }
}

/**
 * Headers that change what a request does: each one sent must be signed, so a captured request
 * cannot be replayed with one added (the AWS SDK leaves only its user agent unsigned).
 */
const mustBeSigned = (name: string) => name.startsWith('x-amz-') && name !== 'x-amz-user-agent';

/**
 * Refuses (`SignatureDoesNotMatch`, `AccessDenied`) a request whose signature is not the one
 * `secretKey` makes of it, compared in constant time; answers the signing key, which signs the
 * chunks of a streaming body.
 */
export function verifySignature(
  request: SignedRequest & { readonly headerNames: readonly string[] },
  claim: SignatureClaim,
  secretKey: string,
): Buffer {
  const unsigned = request.headerNames.find(
    (name) => mustBeSigned(name) && !claim.signedHeaders.includes(name),
  );
  if (unsigned) throw s3Errors.accessDenied(`The header ${unsigned} must be signed`);
  const key = signingKey(secretKey, claim.scope);
  const expected = hmac(key, stringToSign(claim, canonicalRequest(request, claim)));
  if (!sameHex(expected.toString('hex'), claim.signature)) throw s3Errors.signatureDoesNotMatch();
  return key;
}

/** Whether two hex strings are equal, in time that does not depend on where they differ. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** The key of the day, region and service the claim's scope names. */
function signingKey(secretKey: string, scope: SignatureClaim['scope']): Buffer {
  const dated = hmac(`AWS4${secretKey}`, scope.day);
  return hmac(hmac(hmac(dated, scope.region), scope.service), 'aws4_request');
}

export const scopeOf = (claim: SignatureClaim) =>
  `${claim.scope.day}/${claim.scope.region}/${claim.scope.service}/aws4_request`;

function stringToSign(claim: SignatureClaim, canonical: string): string {
  return [ALGORITHM, claim.amzDate, scopeOf(claim), sha256Hex(canonical)].join('\n');
}

/** RFC 3986 encoding as Signature V4 wants it: everything but unreserved characters. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const decodeQueryPart = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw s3Errors.authorizationMalformed('The query string is not validly percent-encoded');
  }
};

function canonicalQuery(query: string, presigned: boolean): string {
  const pairs = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const name = decodeQueryPart(at < 0 ? part : part.slice(0, at));
      const value = at < 0 ? '' : decodeQueryPart(part.slice(at + 1));
      return [encodeRfc3986(name), encodeRfc3986(value)] as const;
    })
    .filter(([name]) => !(presigned && name === 'X-Amz-Signature'));
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

function canonicalRequest(request: SignedRequest, claim: SignatureClaim): string {
  const headers = claim.signedHeaders.map((name) => {
    const value = request.header(name);
    if (value === undefined) throw s3Errors.accessDenied(`The signed header ${name} is missing`);
    return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
  });
  return [
    request.method,
    request.path,
    canonicalQuery(request.query, claim.expiresInSeconds !== undefined),
    headers.join(''),
    claim.signedHeaders.join(';'),
    claim.payloadHash,
  ].join('\n');
}
