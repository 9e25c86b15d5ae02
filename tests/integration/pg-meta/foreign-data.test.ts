import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default';

interface Wrapper {
  id: number;
  name: string;
  handler: string | null;
  validator: string | null;
  options: string[];
}

interface Server {
  id: number;
  name: string;
  wrapper: string;
  options: string[];
}

const wrapper = uniqueName('fdw');
const server = uniqueName('srv');

beforeAll(async () => {
  await superuserQuery(`CREATE FOREIGN DATA WRAPPER ${wrapper} OPTIONS (debug 'true')`);
  await superuserQuery(
    `CREATE SERVER ${server} FOREIGN DATA WRAPPER ${wrapper} OPTIONS (host 'h', port '5')`,
  );
});

afterAll(async () => {
  await superuserQuery(`DROP FOREIGN DATA WRAPPER ${wrapper} CASCADE`);
});

describe('/platform/pg-meta/{ref} foreign data', () => {
  it('lists foreign data wrappers as the catalogue has them', async () => {
    const { status, body } = await api<Wrapper[]>('GET', `${base}/foreign-data-wrappers`);
    expect({ status, body }).toMatchObject({ status: 200 });
    expect(body.find((w) => w.name === wrapper)).toEqual({
      id: expect.any(Number),
      name: wrapper,
      handler: null,
      validator: null,
      options: ['debug=true'],
    });
  });

  it('lists foreign servers with their wrapper and options', async () => {
    const { status, body } = await api<Server[]>('GET', `${base}/foreign-servers`);
    expect(status).toBe(200);
    expect(body.find((s) => s.name === server)).toEqual({
      id: expect.any(Number),
      name: server,
      wrapper,
      options: ['host=h', 'port=5'],
    });
  });

  it('answers 404 for vault secrets when the vault is not installed', async () => {
    const { status, body } = await api<{ error: { message: string } }>(
      'GET',
      `${base}/vault/secrets`,
    );
    expect(status).toBe(404);
    expect(body.error.message).toBe('Vault is not installed on this project');
  });
});
