import { Role, ratesApi } from '@parca/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, injectRoute, signIn, type TestApp } from './helpers.ts';

describeEachDatabase('dollar rate', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let dealer: Awaited<ReturnType<typeof signIn>>;
  let employee: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, Role.Admin);
    dealer = await signIn(t, Role.Kullanici);
    employee = await signIn(t, Role.Calisan);
  });
  afterAll(() => t.close());

  const put = (payload: unknown, headers?: Record<string, string>) =>
    injectRoute(t, ratesApi.putDolarKuru, { body: payload as never }, headers);

  it('is 0 before any rate is set, for any signed-in user', async () => {
    expect((await injectRoute(t, ratesApi.getDolarKuru, {})).statusCode).toBe(401);
    const res = await injectRoute(t, ratesApi.getDolarKuru, {}, dealer.headers);
    expect(res.json()).toEqual({ dolarKuru: 0, updatedAt: null });
  });

  it('only an admin may set it', async () => {
    expect((await put({ dolarKuru: 40 })).statusCode).toBe(401);
    const asDealer = await put({ dolarKuru: 40 }, dealer.headers);
    expect(asDealer.statusCode).toBe(403);
    expect(asDealer.json()).toEqual({ message: 'Bu işlem için yetkiniz yok.', code: 'FORBIDDEN' });
    expect((await put({ dolarKuru: 40 }, employee.headers)).statusCode).toBe(403);
  });

  it.each([
    [{ dolarKuru: 0 }],
    [{ dolarKuru: -1 }],
    [{ dolarKuru: 42.12345 }],
    [{ dolarKuru: '42,15' }],
    [{ dolarKuru: 2_000_000 }],
    // So small that it would be stored as 0.0000 (numeric(12,4)): not positive once rounded to 4 decimals.
    [{ dolarKuru: 1e-11 }],
    [{}],
  ])('rejects %j with 400 naming the field', async (payload) => {
    const res = await put(payload, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('dolarKuru');
    expect(res.json().message).toMatch(/^Dolar kuru: /);
  });

  it('stores up to 4 decimals exactly and keeps every change with who and when', async () => {
    const first = await put({ dolarKuru: 41.5 }, admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ dolarKuru: 41.5 });
    const second = await put({ dolarKuru: 42.1234 }, admin.headers);
    expect(second.json().dolarKuru).toBe(42.1234);

    const current = await injectRoute(t, ratesApi.getDolarKuru, {}, dealer.headers);
    expect(current.json()).toEqual({ dolarKuru: 42.1234, updatedAt: expect.any(String) });

    const history = await injectRoute(t, ratesApi.getDolarKuruHistory, {}, admin.headers);
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(2);
    expect(history.json().items.map((i: { dolarKuru: number }) => i.dolarKuru)).toEqual([42.1234, 41.5]);
    expect(history.json().items[0].changedBy).toEqual({ id: admin.user.id, name: admin.user.name });

    const paged = await injectRoute(
      t,
      ratesApi.getDolarKuruHistory,
      { query: { page: 2, pageSize: 1 } },
      admin.headers,
    );
    expect(paged.json().items.map((i: { dolarKuru: number }) => i.dolarKuru)).toEqual([41.5]);
  });

  it('history is admin-only and validates paging', async () => {
    expect((await injectRoute(t, ratesApi.getDolarKuruHistory, {})).statusCode).toBe(401);
    const asDealer = await injectRoute(t, ratesApi.getDolarKuruHistory, {}, dealer.headers);
    expect(asDealer.statusCode).toBe(403);
    const bad = await injectRoute(t, ratesApi.getDolarKuruHistory, { query: { page: 0 } }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('page');
    expect(bad.json().message).toMatch(/^Sayfa: /);
  });
});
