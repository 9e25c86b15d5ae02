import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';

/**
 * `POST /api/ai/sql/{ref}/title` with `ATRIUM_AI_PROVIDER` set (read at start, hence an instance of its
 * own): the provider's title, and the parser's when the provider fails or takes over 5 s. The
 * provider is a tiny OpenAI-compatible server on loopback: it stalls on SQL saying `stall`,
 * fails on `broken`, and names anything else.
 */
const KEY = 'sk-test-provider-key';

interface Asked {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: { model: string; messages: { role: string; content: string }[] };
}

describe('POST /api/ai/sql/{ref}/title, with a provider', () => {
  const asked: Asked[] = [];
  let provider: Server;
  let instance: SharedClusterInstance;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const body = JSON.parse(text) as Asked['body'];
    asked.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const sql = body.messages.at(-1)?.content ?? '';
    if (sql.includes('stall')) return; // never answers
    if (sql.includes('broken')) return answer(response, 500, { error: { message: 'down' } });
    answer(response, 200, {
      choices: [
        {
          message: {
            role: 'assistant',
            content: JSON.stringify({ title: 'Top customers', description: 'Lists them.' }),
          },
        },
      ],
    });
  };

  const title = async (sql: string) => {
    const response = await fetch(`${instance.atrium.url}/api/ai/sql/default/title`, {
      method: 'POST',
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ sql }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    provider = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    instance = await startOnSharedCluster('ai_title', {
      ATRIUM_AI_PROVIDER: `http://127.0.0.1:${port}/v1/`,
      ATRIUM_AI_API_KEY: KEY,
      ATRIUM_AI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await instance?.close();
    provider?.closeAllConnections();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('answers the provider’s title, asking with the key and the SQL', async () => {
    const sql = 'SELECT name FROM customers ORDER BY spent DESC LIMIT 10';
    expect(await title(sql)).toEqual({
      status: 200,
      body: { title: 'Top customers', description: 'Lists them.' },
    });
    const request = asked.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: sql });
  });

  it('falls back to the parser when the provider fails', async () => {
    expect(await title("SELECT * FROM orders WHERE note = 'broken'")).toEqual({
      status: 200,
      body: { title: 'Select from orders', description: 'Reads orders.' },
    });
  });

  it('falls back to the parser when the provider takes over 5 s', async () => {
    const started = Date.now();
    const answered = await title("UPDATE orders SET note = 'stall' WHERE id = 1");
    const ms = Date.now() - started;
    expect(answered).toEqual({
      status: 200,
      body: { title: 'Update orders', description: 'Changes orders.' },
    });
    expect(ms).toBeGreaterThanOrEqual(4900);
    expect(ms).toBeLessThan(9000);
  }, 20_000);
});
