import type { Context } from 'hono';
import { ObjectStoreUnavailable } from '../backends/object-store.js';
import { storageErrorOf } from '../storage-error.js';
import { xmlDocument } from './xml.js';

/** An error the S3 protocol answers as S3 does: `<Error><Code>` with S3's status and code. */
export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** S3's errors, by the codes S3 clients read. */
export const s3Errors = {
  accessDenied: (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message),
  invalidAccessKeyId: () =>
    new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    ),
  signatureDoesNotMatch: () =>
    new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    ),
  requestTimeTooSkewed: () =>
    new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the server time is too large.',
    ),
  expiredRequest: () => new S3Error(403, 'AccessDenied', 'Request has expired'),
  authorizationMalformed: (message: string) =>
    new S3Error(400, 'AuthorizationHeaderMalformed', message),
  invalidArgument: (message: string) => new S3Error(400, 'InvalidArgument', message),
  contentHashMismatch: () =>
    new S3Error(
      400,
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 header does not match what was computed.',
    ),
  incompleteBody: () =>
    new S3Error(400, 'IncompleteBody', 'The request body is not a valid aws-chunked body.'),
  malformedXml: () =>
    new S3Error(
      400,
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema.',
    ),
  noSuchUpload: () =>
    new S3Error(
      404,
      'NoSuchUpload',
      'The specified multipart upload does not exist. The upload ID might be invalid, or the multipart upload might have been aborted or completed.',
    ),
  invalidPart: (message: string) => new S3Error(400, 'InvalidPart', message),
  invalidPartOrder: () =>
    new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.'),
  entityTooSmall: () =>
    new S3Error(
      400,
      'EntityTooSmall',
      'Your proposed upload is smaller than the minimum allowed object size.',
    ),
  notImplemented: (what: string) =>
    new S3Error(501, 'NotImplemented', `${what} is not implemented by this S3 endpoint.`),
  methodNotAllowed: () =>
    new S3Error(
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
    ),
  projectUnavailable: () =>
    new S3Error(503, 'ServiceUnavailable', 'The project is not ready; try again later.'),
  internalError: () =>
    new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
} as const;

/**
 * The storage service's errors under the names and statuses S3 gives them, so an S3 client reads
 * a missing bucket as `NoSuchBucket` whichever protocol's code found it missing.
 */
const FROM_STORAGE: Record<string, { status: number; code: string } | undefined> = {
  ResourceNotEmpty: { status: 409, code: 'BucketNotEmpty' },
  KeyAlreadyExists: { status: 409, code: 'KeyAlreadyExists' },
  EntityTooLarge: { status: 400, code: 'EntityTooLarge' },
  InvalidRange: { status: 416, code: 'InvalidRange' },
  MissingParameter: { status: 400, code: 'InvalidArgument' },
  InvalidKey: { status: 400, code: 'InvalidArgument' },
  InvalidRequest: { status: 400, code: 'InvalidRequest' },
  ServiceUnavailable: { status: 503, code: 'ServiceUnavailable' },
};

/** The S3 error a thrown error stands for, or undefined for one that is not the client's doing. */
export function s3ErrorOf(error: unknown): S3Error | undefined {
  if (error instanceof S3Error) return error;
  if (error instanceof ObjectStoreUnavailable) {
    return new S3Error(503, 'ServiceUnavailable', 'The storage backend cannot be reached.');
  }
  const known = storageErrorOf(error);
  if (!known) return undefined;
  const mapped = FROM_STORAGE[known.code];
  return new S3Error(mapped?.status ?? known.status, mapped?.code ?? known.code, known.message);
}

/** Answers `error` as S3 does; a HEAD gets the status alone, as S3 sends no body to one. */
export function s3ErrorResponse(c: Context, error: S3Error): Response {
  const headers = { 'content-type': 'application/xml' };
  if (c.req.method === 'HEAD') return new Response(null, { status: error.status, headers });
  const resource = new URL(c.req.url).pathname;
  return new Response(
    xmlDocument('Error', {
      Code: error.code,
      Message: error.message,
      Resource: resource,
      RequestId: (c.get('requestId') as string | undefined) ?? '',
    }),
    { status: error.status, headers },
  );
}
