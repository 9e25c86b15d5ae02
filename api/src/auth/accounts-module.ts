import type { Logger } from 'pino';
import { defineModule, Provided } from '../module/index.js';
import { ensureDefaultOwner, type PlatformServices } from '../platform/index.js';
import { AccessCache, accessNotices } from './access-cache.js';
import type { ScryptCost } from './password-hash.js';
import { ensureFirstAccount, type FirstAccount, type OwnerFromEnvironment } from './setup/store.js';

export interface AccountsModuleDependencies {
  readonly platform: Provided<PlatformServices>;
  /** `ATRIUM_ADMIN_EMAIL` and `ATRIUM_ADMIN_PASSWORD`, when given. */
  readonly owner: OwnerFromEnvironment | undefined;
  /** What the owner's password hash costs (`ATRIUM_PASSWORD_HASH_COST`). */
  readonly passwordCost: ScryptCost;
  readonly log: Logger;
}

/** What the accounts module hands on: the first account's state and the access cache. */
export interface AccountsStart {
  readonly firstAccount: FirstAccount;
  readonly accessCache: AccessCache;
}

/**
 * Accounts as a core module, after the default organization exists (its first owner is the
 * first account): `start` makes the first account (or its setup token) and the default
 * organization's owner, and keeps the access cache on the platform's access notices.
 */
export function accountsModule(deps: AccountsModuleDependencies) {
  const provided = new Provided<AccountsStart>('accounts');
  let unsubscribe: (() => void) | undefined;
  const module = defineModule({
    id: 'accounts',
    dependsOn: ['platform', 'default-project'],
    async start() {
      const { pool, notices } = deps.platform.get();
      const firstAccount = await ensureFirstAccount(pool, deps.owner, deps.passwordCost);
      if (firstAccount.kind === 'created') {
        deps.log.info(
          { email: firstAccount.email },
          'created the owner account from ATRIUM_ADMIN_EMAIL',
        );
      }
      await ensureDefaultOwner(pool);
      const accessCache = new AccessCache();
      unsubscribe = await notices.subscribe(accessNotices(accessCache));
      provided.provide({ firstAccount, accessCache });
    },
    async stop() {
      unsubscribe?.();
    },
  });
  return { module, accounts: provided };
}
