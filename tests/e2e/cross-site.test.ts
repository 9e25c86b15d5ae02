import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_STORAGE_KEY, launchBrowser, type TestBrowser } from '../harness/browser.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const QUERY = '/platform/pg-meta/default/query';

/** Runs SQL through the API from this process (no browser, so no Origin): the test's own view. */
async function sql<T>(query: string): Promise<T[]> {
  const response = await fetch(`${inject('baseUrl')}${QUERY}`, {
    method: 'POST',
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T[];
}

const tableExists = async (name: string) =>
  (await sql<{ t: string | null }>(`SELECT to_regclass('public.${name}')::text AS t`))[0]!.t !==
  null;

const tableId = async (name: string) =>
  (await sql<{ id: number }>(`SELECT 'public.${name}'::regclass::oid::int AS id`))[0]!.id;

/**
 * A real browser: Atrium's own pages change data through the API, and a page of another site,
 * sending what a browser lets it send without asking (text/plain fetch, a form), changes nothing.
 */
describe('requests from pages', () => {
  let browser: TestBrowser;
  let attacker: Server;
  let attackerUrl: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    attacker = createServer((_req, res) => res.end('<!doctype html><title>elsewhere</title>'));
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    // `localhost`, not 127.0.0.1: another site than the app's, as far as the browser knows.
    attackerUrl = `http://localhost:${(attacker.address() as { port: number }).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    attacker?.close();
  });

  it("lets Atrium's own page run SQL and import a CSV", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    const name = `own_page_${Date.now()}`;
    // The page signs its requests with the session it holds, as the web app does.
    const created = await page.evaluate(
      async ([path, query, key]) =>
        (
          await fetch(path!, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${(JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token}`,
            },
            body: JSON.stringify({ query }),
          })
        ).status,
      [QUERY, `CREATE TABLE public.${name} (id int, name text)`, AUTH_STORAGE_KEY],
    );
    expect(created).toBe(200);
    const id = await tableId(name);
    // The grid's upload: XMLHttpRequest with text/csv (plugins/data-grid/src/csv/upload-csv.ts).
    const imported = await page.evaluate(
      ([url, key]) =>
        new Promise<string>((resolve) => {
          const session = JSON.parse(localStorage.getItem(key!)!) as { access_token: string };
          const xhr = new XMLHttpRequest();
          xhr.open('POST', url!);
          xhr.setRequestHeader('content-type', 'text/csv');
          xhr.setRequestHeader('authorization', `Bearer ${session.access_token}`);
          xhr.onload = () => resolve(`${xhr.status} ${xhr.responseText}`);
          xhr.send('id,name\n1,Ada\n2,Bo\n');
        }),
      [`/platform/pg-meta/default/tables/${id}/import`, AUTH_STORAGE_KEY],
    );
    expect(imported).toBe('200 {"inserted":2}');
    await sql(`DROP TABLE public.${name}`);
  });

  it('changes nothing for a page of another site, by fetch or by form', async () => {
    const page = await browser.context.newPage();
    await page.goto(attackerUrl);
    const byFetch = `by_fetch_${Date.now()}`;
    const byForm = `by_form_${Date.now()}`;
    const target = `${inject('baseUrl')}${QUERY}`;
    await page.evaluate(
      async ([url, query]) => {
        // The answer is opaque, or blocked by its Cross-Origin-Resource-Policy; the request went.
        await fetch(url!, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query }),
        }).catch(() => undefined);
      },
      [target, `CREATE TABLE public.${byFetch} (id int)`],
    );
    await Promise.all([
      page.waitForURL(target),
      page.evaluate(
        ([url, query]) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = url!;
          form.enctype = 'text/plain';
          const input = document.createElement('input');
          input.name = `{"query":"${query}","x":"`;
          input.value = '"}';
          form.append(input);
          document.body.append(form);
          form.submit();
        },
        [target, `CREATE TABLE public.${byForm} (id int)`],
      ),
    ]);
    expect(await page.textContent('body')).toContain('cross_site_request');
    expect(await tableExists(byFetch)).toBe(false);
    expect(await tableExists(byForm)).toBe(false);
  });

  it('imports nothing for a page of another site that posts CSV as text/plain', async () => {
    const name = `no_import_${Date.now()}`;
    await sql(`CREATE TABLE public.${name} (id int, name text)`);
    const id = await tableId(name);
    const page = await browser.context.newPage();
    await page.goto(attackerUrl);
    await page.evaluate(
      async (url) => {
        await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: 'id,name\n1,Mallory\n',
        }).catch(() => undefined);
      },
      `${inject('baseUrl')}/platform/pg-meta/default/tables/${id}/import`,
    );
    expect(await sql(`SELECT count(*)::int AS n FROM public.${name}`)).toEqual([{ n: 0 }]);
    await sql(`DROP TABLE public.${name}`);
  });
});
