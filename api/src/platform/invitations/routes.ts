import { Hono } from 'hono';
import type pg from 'pg';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires, requiresSignedIn } from '../../http/permission-middleware.js';
import { SignInLimiter } from '../../auth/index.js';
import { validate } from '../../http/validate.js';
import { assertOwnerAuthority } from '../members/store.js';
import { organizationId } from '../organizations/store.js';
import { acceptInvitation, createInvitation, listInvitations, revokeInvitation } from './store.js';
import { currentPrincipal } from '../../http/principal.js';
import { ownerAuthority } from '../members/routes.js';
import { acceptBody, invitationBody, invitationIdParam } from './body.js';

/** The web app's page that accepts an invitation, with the organization and the token. */
export const invitationLink = (requestUrl: string, slug: string, token: string) => {
  const link = new URL('/join', new URL(requestUrl).origin);
  link.searchParams.set('slug', slug);
  link.searchParams.set('token', token);
  return link.toString();
};

/** `/platform/organizations/:slug/invitations`: copyable links with a one-time token. */
export const invitationRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requires('platform:read', 'invitations'), async (c) => {
      const orgId = await organizationId(platform, c.req.param('slug')!);
      return c.json(await listInvitations(platform, orgId));
    })
    .post(
      '/',
      requires('platform:write', 'invitations'),
      audited('member.invited'),
      validate('json', invitationBody),
      async (c) => {
        const { email, role } = c.req.valid('json');
        noteAudit(c, { target: email, details: { role } });
        assertOwnerAuthority(await ownerAuthority(c), role);
        const slug = c.req.param('slug')!;
        const orgId = await organizationId(platform, slug);
        const issued = await createInvitation(platform, orgId, email, role, currentPrincipal(c));
        return c.json({ ...issued, link: invitationLink(c.req.url, slug, issued.token) }, 201);
      },
    )
    // Declared before `/:id` so that `accept` is never read as an id.
    .post(
      '/accept',
      requiresSignedIn(),
      audited('invitation.accepted'),
      validate('json', acceptBody),
      async (c) => {
        const principal = currentPrincipal(c);
        noteAudit(c, { target: principal.email });
        const orgId = await organizationId(platform, c.req.param('slug')!);
        // A wrong token (a 404) counts against the user's attempts (docs/architecture/auth.md).
        const accepted = await new SignInLimiter(platform).attempt(
          [`invitation:${principal.userId}`],
          () => acceptInvitation(platform, orgId, c.req.valid('json').token, principal),
        );
        return c.json(accepted);
      },
    )
    .delete(
      '/:id',
      requires('platform:write', 'invitations'),
      audited('invitation.revoked'),
      validate('param', invitationIdParam),
      async (c) => {
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const revoked = await revokeInvitation(platform, orgId, String(c.req.valid('param').id));
        noteAudit(c, { target: revoked.email });
        return c.body(null, 204);
      },
    );
