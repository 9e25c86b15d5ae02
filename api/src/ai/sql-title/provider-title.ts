import type { AiProvider } from '../provider-config.js';
import type { SqlTitle } from './parser-title.js';

/** How long the provider may take before the parser's title is answered instead. */
export const PROVIDER_TIMEOUT_MS = 5000;

const INSTRUCTIONS =
  'You name saved SQL snippets of a Postgres database. Answer only with a JSON object ' +
  '{"title": string, "description": string}: a title of at most eight words saying what the SQL ' +
  'reads or changes and from which tables, and a description of one sentence.';

const MAX_TITLE = 100;
const MAX_DESCRIPTION = 500;

/** The provider's message read as a title, or undefined when it is not one. */
export function titleFromMessage(content: unknown): SqlTitle | undefined {
  if (typeof content !== 'string') return undefined;
  // Some models wrap JSON in a fenced block even when asked not to.
  const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const { title, description } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return undefined;
  return {
    title: title.trim().slice(0, MAX_TITLE),
    description:
      typeof description === 'string' ? description.trim().slice(0, MAX_DESCRIPTION) : '',
  };
}

/**
 * Asks an OpenAI-compatible provider (`POST {baseUrl}/chat/completions`) for `sql`'s title.
 * Throws when it fails, answers something else, or takes over `PROVIDER_TIMEOUT_MS` (or
 * `signal` aborts): the caller then falls back to the parser.
 */
export async function titleFromProvider(
  provider: AiProvider,
  sql: string,
  signal: AbortSignal,
): Promise<SqlTitle> {
  // A timer and a controller held here, not `AbortSignal.any([signal, AbortSignal.timeout()])`:
  // Node 20 holds the timeout signal weakly, and a stalled request whose signal was collected
  // waited for ever (seen in a clean clone's run). The bound covers reading the body too.
  const asking = new AbortController();
  const timer = setTimeout(
    () => asking.abort(new Error(`the provider took over ${PROVIDER_TIMEOUT_MS} ms`)),
    PROVIDER_TIMEOUT_MS,
  );
  const leave = () => asking.abort(signal.reason);
  signal.addEventListener('abort', leave, { once: true });
  try {
    return await askProvider(provider, sql, asking.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', leave);
  }
}

async function askProvider(
  provider: AiProvider,
  sql: string,
  signal: AbortSignal,
): Promise<SqlTitle> {
  const authorization = provider.authorization();
  const response = await fetch(`${provider.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({
      model: provider.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: sql },
      ],
    }),
    signal,
  });
  if (!response.ok) throw new Error(`the provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const title = titleFromMessage(body.choices?.[0]?.message?.content);
  if (!title) throw new Error('the provider answered no title');
  return title;
}
