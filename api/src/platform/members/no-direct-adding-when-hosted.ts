import { createMiddleware } from 'hono/factory';
import { forbidden } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';

/**
 * Hosted mode refuses to add members directly: on a shared platform, adding an existing account
 * joins its user to an organization without their consent, and creating one gives the adder a
 * password for an address they may not own. There members join only by accepting an invitation.
 * The refusal comes after the permission declaration (a signed-out caller still gets 401) and
 * before the body is read, so it is the same whatever the email: it tells no one whether an
 * account exists.
 */
export const noDirectAddingWhenHosted = (hosted: boolean) =>
  createMiddleware<AppEnv>(async (_c, next) => {
    if (hosted) {
      throw forbidden(
        'In hosted mode members join only by accepting an invitation: send one with POST /platform/organizations/{slug}/invitations',
        'invitation_required',
      );
    }
    await next();
  });
