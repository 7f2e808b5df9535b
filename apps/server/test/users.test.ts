import { Role } from '@parca/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, login, type TestApp } from './helpers.ts';

describeEachDatabase('first user', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const create = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users/first/create-default-user', payload: payload as object });
  const status = async () => (await t.app.inject({ method: 'GET', url: '/api/users/first/status' })).json();

  it('validates name, e-mail and an 8-character password in Turkish', async () => {
    const res = await create({ name: 'A', email: 'x', password: 'kisa' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string; message: string }) => d.field);
    expect(fields.sort()).toEqual(['email', 'name', 'password']);
    const password = res.json().details.find((d: { field: string }) => d.field === 'password');
    expect(password.message).toMatch(/^Şifre: .*8/);
    expect(await status()).toEqual({ needsFirstUser: true });
  });

  it('answers 400, not 500, for a name with a NUL character (PostgreSQL text cannot hold it)', async () => {
    const res = await create({ name: 'Ayşe\u0000Kaya', email: 'nul@example.com', password: 'guclu-sifre-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('name');
    expect(res.json().message).toMatch(/^Ad: /);
    expect(await status()).toEqual({ needsFirstUser: true });
  });

  it('creates the first admin once, then answers 409', async () => {
    const res = await create({ name: 'Ayşe Kaya', email: 'Ayse@Example.com', password: 'guclu-sifre-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect(await status()).toEqual({ needsFirstUser: false });

    const token = await login(t, 'ayse@example.com', 'guclu-sifre-1');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email: 'ayse@example.com', name: 'Ayşe Kaya', role: Role.Admin });

    const again = await create({ name: 'Başka', email: 'baska@example.com', password: 'guclu-sifre-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_INITIALISED');
  });
});

describeEachDatabase('first user race', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('lets exactly one of two simultaneous calls win', async () => {
    const results = await Promise.all(
      ['bir', 'iki'].map((n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/first/create-default-user',
          payload: { name: `Yönetici ${n}`, email: `${n}@example.com`, password: 'guclu-sifre-1' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
