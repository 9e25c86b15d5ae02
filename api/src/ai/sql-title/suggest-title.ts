import type { Logger } from 'pino';
import { badRequest } from '../../http/api-error.js';
import { parseRaw } from '../../sql/parse-off-loop.js';
import type { AiProvider } from '../provider-config.js';
import { titleFromStatements, type SqlTitle } from './parser-title.js';
import { titleFromProvider } from './provider-title.js';

/**
 * `sql`'s title: the provider's when one is configured and answers within its time, else one
 * derived from Postgres's own parse of it (on a worker thread when long). SQL the parser refuses
 * is bad input (400), unless the provider named it.
 */
export async function suggestTitle(
  sql: string,
  provider: AiProvider | undefined,
  signal: AbortSignal,
  log: Logger,
): Promise<SqlTitle> {
  if (provider) {
    try {
      return await titleFromProvider(provider, sql, signal);
    } catch (error) {
      // The reason only: the request (and the key) never reach the log.
      log.warn(
        { reason: (error as Error).message },
        'the AI provider gave no title; the parser names the SQL',
      );
    }
  }
  const statements = await parseRaw(sql);
  if (!statements) throw badRequest('Postgres cannot parse this SQL', 'invalid_request');
  return titleFromStatements(statements);
}
