import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response, the web app's pages and the API's answers alike: no page of another
 * site may frame Atrium (clickjacking), browsers must not guess content types, and no URL leaks
 * to other sites through `Referer`. HSTS is left to whoever terminates TLS: Atrium itself speaks
 * plain HTTP and cannot know whether the name it is reached by will always have a certificate.
 */
export const securityHeaders = secureHeaders({
  xFrameOptions: 'DENY',
  contentSecurityPolicy: { frameAncestors: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: false,
});
