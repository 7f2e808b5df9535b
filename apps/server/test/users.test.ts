import { Role, usersApi } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { setUserActive } from '../src/modules/users/access.ts';
import { createUser, describeEachDatabase, injectRoute, login, signIn, useTestApp } from './helpers.ts';

/** The real argon2, its hash calls counted: whether a route hashed is seen without timing it. */
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const hash: typeof real.hash = (...args) => {
    argon2.hashes++;
    return real.hash(...args);
  };
  return { ...real, hash };
});

describeEachDatabase('first user', (target) => {
  const t = useTestApp(target);

  const create = (payload: unknown) => injectRoute(t, usersApi.createDefaultUser, { body: payload as never });
  const status = async () => (await injectRoute(t, usersApi.getFirstUserStatus, {})).json();

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
    const me = await injectRoute(t, usersApi.whoami, {}, { authorization: `Bearer ${token}` });
    expect(me.json()).toMatchObject({ email: 'ayse@example.com', name: 'Ayşe Kaya', role: Role.Admin });
    // Found in the user list like any user created later (her search and sort keys are stored).
    const found = await injectRoute(
      t,
      usersApi.getUsers,
      { query: { search: 'AYSE' } },
      { authorization: `Bearer ${token}` },
    );
    expect(found.json().items.map((u: { name: string }) => u.name)).toEqual(['Ayşe Kaya']);

    const again = await create({ name: 'Başka', email: 'baska@example.com', password: 'guclu-sifre-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_INITIALISED');
  });

  it('refuses when a user exists before hashing the password (argon2 takes 19 MiB a call)', async () => {
    await createUser(t.db);
    const before = argon2.hashes;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        create({ name: 'Başka', email: `baska${i}@example.com`, password: 'guclu-sifre-2' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(argon2.hashes - before).toBe(0);
  });
});

describeEachDatabase('first user race', (target) => {
  const t = useTestApp(target);

  it('lets exactly one of several simultaneous calls win', async () => {
    const results = await Promise.all(
      ['bir', 'iki', 'uc', 'dort'].map((n) =>
        injectRoute(t, usersApi.createDefaultUser, {
          body: { name: `Yönetici ${n}`, email: `${n}@example.com`, password: 'guclu-sifre-1' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(1);
  });
});

describeEachDatabase('deactivating a user', (target) => {
  const t = useTestApp(target);

  const whoamiWith = (token: string) => injectRoute(t, usersApi.whoami, {}, { authorization: `Bearer ${token}` });
  const sessionsOf = async (userId: number) =>
    (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

  it('deletes their sessions: reactivating through the service does not revive the old token', async () => {
    const { user, token } = await signIn(t, Role.Kullanici);
    const other = await signIn(t, Role.Kullanici);
    expect((await whoamiWith(token)).statusCode).toBe(200);
    await setUserActive(t.db, user.id, false);
    expect(await sessionsOf(user.id)).toBe(0);
    await setUserActive(t.db, user.id, true);
    expect((await whoamiWith(token)).statusCode).toBe(401);
    // Another dealer's session is untouched, and the reactivated dealer may sign in again.
    expect((await whoamiWith(other.token)).statusCode).toBe(200);
    expect((await whoamiWith(await login(t, user.email, user.password))).statusCode).toBe(200);
  });

  it('deletes their sessions when active is set false by any SQL update (the database guarantees it)', async () => {
    const { user, token } = await signIn(t, Role.Kullanici);
    const second = await login(t, user.email, user.password);
    expect(await sessionsOf(user.id)).toBe(2);
    await t.db.execute(sql`update users set active = false where id = ${user.id}`);
    await t.db.execute(sql`update users set active = true where id = ${user.id}`);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await whoamiWith(token)).statusCode).toBe(401);
    expect((await whoamiWith(second)).statusCode).toBe(401);
  });

  it('keeps the sessions of an update that leaves active as it is', async () => {
    const { user, token } = await signIn(t, Role.Kullanici);
    await t.db.execute(sql`update users set name = 'Yeni Ad', active = true where id = ${user.id}`);
    expect((await whoamiWith(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(setUserActive(t.db, 2_000_000_000, false)).rejects.toMatchObject({ statusCode: 404 });
  });
});
