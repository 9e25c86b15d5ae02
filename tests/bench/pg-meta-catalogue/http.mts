// Timed GETs over one keep-alive connection, and the bare `pg` reference.
import { type Agent, request } from 'node:http';
import type pg from 'pg';

export type Probe = () => Promise<void>;

/**
 * A GET that must answer 200; the body is read in full, as a browser would. `headers` carry the
 * owner's token: every API route needs a signed-in user (docs/architecture/auth.md).
 */
export function getProbe(
  base: string,
  path: string,
  agent: Agent,
  headers: Record<string, string>,
): Probe {
  const target = new URL(path, base);
  return () =>
    new Promise((resolve, reject) => {
      const req = request(target, { method: 'GET', agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.once('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`GET ${path} answered ${res.statusCode}: ${body.slice(0, 500)}`)),
        );
      });
      req.once('error', reject);
      req.end();
    });
}

export function bareProbe(client: pg.Client): Probe {
  return async () => {
    await client.query('select 1');
  };
}

/** Runs `probe` `warmup` times untimed, then `times` times; the latencies in ms. */
export async function time(probe: Probe, warmup: number, times: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await probe();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await probe();
    samples.push(performance.now() - started);
  }
  return samples;
}
