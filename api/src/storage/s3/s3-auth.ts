import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import type { SecretBox } from '../../platform/index.js';
import type { ProjectApiEnv } from '../../project-api/index.js';
import type { ProjectRegistry } from '../../projects/index.js';
import { findS3Credential } from '../../storage-credentials/index.js';
import type { VerifiedSignature } from './payload.js';
import { s3Errors, s3ErrorResponse, s3ErrorOf } from './s3-error.js';
import { checkSignatureTime, signatureClaimOf, verifySignature } from './signature-v4.js';

/** What the S3 routes put on the request: the project-API caller (`project`, `role`, `claims`). */
export type S3Env = ProjectApiEnv;

/** Each verified request's signature, which its body's decoding needs (chunk signatures). */
const signatures = new WeakMap<Request, VerifiedSignature>();

/** The signature `s3Auth` verified for this request. */
export function signatureOf(c: Context<S3Env>): VerifiedSignature {
  const signature = signatures.get(c.req.raw);
  if (!signature) throw new Error('s3: the request was not verified by s3Auth');
  return signature;
}

export interface S3AuthDependencies {
  readonly platform: { get(): { readonly pool: pg.Pool; readonly secrets: SecretBox } };
  readonly projects: { get(): Pick<ProjectRegistry, 'resolve'> };
}

/**
 * The S3 protocol's own credential check, in place of the project API's `apikey`: the request's
 * Signature V4 (header or presigned form) must be in time (15 minutes either way, or before a
 * presigned URL's expiry) and made with the secret of the access key it names, compared in
 * constant time. The key names the project; the caller acts as that project's `service_role`,
 * as storage-api's access keys do. Refusals are S3's XML errors (`InvalidAccessKeyId`,
 * `SignatureDoesNotMatch`, `RequestTimeTooSkewed`, `AccessDenied`).
 */
export const s3Auth = (deps: S3AuthDependencies) =>
  createMiddleware<S3Env>(async (c, next) => {
    let verified: { ref: string; signature: VerifiedSignature };
    try {
      verified = await verifiedRequest(c.req.raw, deps);
    } catch (error) {
      const refusal = s3ErrorOf(error);
      if (!refusal) throw error;
      return s3ErrorResponse(c, refusal);
    }
    const project = await deps.projects
      .get()
      .resolve(verified.ref)
      .catch(() => undefined);
    // A project that is not active (coming up, paused) cannot be served: S3's 503, as its own.
    if (!project) return s3ErrorResponse(c, s3Errors.projectUnavailable());
    c.set('project', project);
    c.set('role', 'service_role');
    c.set('claims', { role: 'service_role', ref: verified.ref, iss: 'supabase' });
    signatures.set(c.req.raw, verified.signature);
    await next();
  });

async function verifiedRequest(
  request: Request,
  deps: S3AuthDependencies,
): Promise<{ ref: string; signature: VerifiedSignature }> {
  const url = new URL(request.url);
  const signed = {
    method: request.method,
    path: url.pathname,
    query: url.search.slice(1),
    header: (name: string) => request.headers.get(name) ?? undefined,
    headerNames: [...request.headers.keys()],
  };
  const claim = signatureClaimOf(signed);
  checkSignatureTime(claim, new Date());
  const { pool, secrets } = deps.platform.get();
  const credential = await findS3Credential(pool, secrets, claim.accessKeyId);
  if (!credential) throw s3Errors.invalidAccessKeyId();
  const key = verifySignature(signed, claim, credential.secretKey);
  return { ref: credential.projectRef, signature: { claim, key } };
}
