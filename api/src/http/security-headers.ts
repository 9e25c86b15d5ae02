import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response, the web app's pages and the API's answers alike: no page of another
 * site may frame Atrium (clickjacking), browsers must not guess content types, and no URL leaks
 * to other sites through `Referer`. HSTS is left to whoever terminates TLS: Atrium itself speaks
 * plain HTTP and cannot know whether the name it is reached by will always have a certificate.
 */
export const securityHeaders = secureHeaders({
  // An answer that sets its own policy keeps it (a stored object's, STORED_CONTENT_POLICY).
  overwrite: false,
  xFrameOptions: 'DENY',
  contentSecurityPolicy: { frameAncestors: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: false,
});

/**
 * The policy of an answer that carries a stored object's bytes (storage downloads, signed and
 * public URLs, S3's GetObject): served from Atrium's own origin, an uploaded HTML or SVG file
 * opened in a tab would otherwise run its scripts with the dashboard's cookies. `sandbox` makes
 * the browser render it as a document of no origin, with no script, and nothing may load or frame.
 */
export const STORED_CONTENT_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";
