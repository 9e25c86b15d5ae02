import type pg from 'pg';
import { withClient } from '../db/with-client.js';
import { transactionOn } from '../db/transaction.js';
import { quoteIdent } from '../sql/quote.js';

/** The schema of the platform database that holds a module's own tables: `module_<id>`. */
export const moduleSchema = (moduleId: string) => `module_${moduleId.replaceAll('-', '_')}`;

/** A module's way into the platform database: transactions in its own schema. */
export interface ModuleDatabase {
  /**
   * Runs `work` in one transaction on one connection whose `search_path` is the module's schema,
   * so its unqualified names are its own tables. `work` gets only the transaction's client. A
   * route passes its request's signal (`c.req.raw.signal`), so a client that leaves cancels it.
   */
  transaction<T>(work: (client: pg.ClientBase) => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export const moduleDatabase = (platform: pg.Pool, moduleId: string): ModuleDatabase =>
  Object.freeze({
    transaction: <T>(work: (client: pg.ClientBase) => Promise<T>, signal?: AbortSignal) =>
      withClient(platform, signal, (client) =>
        transactionOn(client, async (inTransaction) => {
          await inTransaction.query(
            `SET LOCAL search_path TO ${quoteIdent(moduleSchema(moduleId))}`,
          );
          return work(inTransaction);
        }),
      ),
  });
