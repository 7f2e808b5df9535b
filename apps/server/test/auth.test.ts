import { authApi, ROLE_CLAIM, Role, ratesApi, usersApi } from '@parca/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../src/db/schema.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_SHARED } from '../src/modules/auth/service.ts';
import {
  createUser,
  describeEachDatabase,
  injectRoute,
  login,
  signIn,
  TEST_SECRET,
  type TestApp,
  useTestApp,
} from './helpers.ts';

const whoami = (t: TestApp, token?: string) =>
  injectRoute(t, usersApi.whoami, {}, token ? { authorization: `Bearer ${token}` } : {});

describeEachDatabase('auth', (target) => {
  const t = useTestApp(target);

  it('logs in with e-mail and password and answers token, name and role', async () => {
    const user = await createUser(t.db, { role: Role.Kullanici, name: 'Mehmet Yılmaz' });
    const res = await injectRoute(t, authApi.login, {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.any(String), name: 'Mehmet Yılmaz', role: Role.Kullanici });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: String(user.id), name: 'Mehmet Yılmaz', [ROLE_CLAIM]: 'Kullanıcı' });
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.exp - payload.iat).toBe(3600);
    expect((await whoami(t, body.token)).json()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Mehmet Yılmaz',
      role: Role.Kullanici,
    });
  });

  it('answers one 401 message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    const wrong = await injectRoute(t, authApi.login, { body: { email: user.email, password: 'yanlis-sifre' } });
    const unknown = await injectRoute(t, authApi.login, {
      body: { email: 'kimse@example.com', password: 'yanlis-sifre' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('E-posta adresi ya da şifre hatalı.');
  });

  it('refuses an inactive user with 403', async () => {
    const user = await createUser(t.db, { active: false });
    const res = await injectRoute(t, authApi.login, { body: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_INACTIVE');
  });

  it('names the field of bad input in Turkish', async () => {
    const res = await injectRoute(t, authApi.login, { body: { email: 'değil-eposta' } as never });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
    expect(body.message).toMatch(/^E-posta: /);
    // Raw: malformed JSON, which no typed body can be.
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api${authApi.login.path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('İstek gövdesi geçerli JSON değil.');
  });

  it(`limits sign-in to ${LOGIN_MAX_FAILURES} failures per IP and e-mail`, async () => {
    const user = await createUser(t.db);
    // Raw: the client's address is a request option injectRoute does not set.
    const attempt = (password: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api${authApi.login.path}`,
        remoteAddress: ip,
        payload: { email: user.email, password },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await attempt('yanlis-sifre')).statusCode).toBe(401);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Çok fazla başarısız giriş/);
    // Another address is not blocked, and its success clears only its own failures.
    expect((await attempt(user.password, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt(user.password)).statusCode).toBe(429);
  });

  it(`limits one address over many e-mails, and one e-mail from many addresses, to ${LOGIN_MAX_FAILURES_SHARED}`, async () => {
    const user = await createUser(t.db);
    // Raw: the client's address is a request option injectRoute does not set.
    const attempt = (email: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${authApi.login.path}`,
        remoteAddress: ip,
        payload: { email, password },
      });
    // One address guessing many accounts: each pair stays under its own limit, the address does not.
    for (let i = 0; i < LOGIN_MAX_FAILURES_SHARED; i++) {
      expect((await attempt(`kimse${i}@example.com`, 'yanlis-sifre', '10.0.5.1')).statusCode).toBe(401);
    }
    expect((await attempt(user.email, user.password, '10.0.5.1')).statusCode).toBe(429);
    // Many addresses guessing one account.
    for (let i = 0; i < LOGIN_MAX_FAILURES_SHARED; i++) {
      expect((await attempt(user.email, 'yanlis-sifre', `10.0.6.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(user.email, user.password, '10.0.6.250')).statusCode).toBe(429);
  });

  it('counts failures by the connecting address: a forged X-Forwarded-For does not lift the limit', async () => {
    const user = await createUser(t.db);
    // Raw: the client's address is a request option injectRoute does not set.
    const attempt = (password: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${authApi.login.path}`,
        remoteAddress: '10.0.9.9',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: user.email, password },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await attempt('yanlis-sifre', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(user.password, '198.51.100.7')).statusCode).toBe(429);
  });

  it('holds the limit when many wrong passwords arrive at once', async () => {
    const user = await createUser(t.db);
    // Raw: the client's address is a request option injectRoute does not set.
    const results = await Promise.all(
      Array.from({ length: 3 * LOGIN_MAX_FAILURES }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api${authApi.login.path}`,
          remoteAddress: '10.0.7.7',
          payload: { email: user.email, password: 'yanlis-sifre' },
        }),
      ),
    );
    // 401 means the password was checked: never more guesses than the limit, the rest refused unchecked.
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
  });

  it('logout deletes the session: the same token then gets 401', async () => {
    const { token } = await signIn(t, Role.Admin);
    expect((await whoami(t, token)).statusCode).toBe(200);
    const out = await injectRoute(t, authApi.logout, {}, { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(204);
    expect((await whoami(t, token)).statusCode).toBe(401);
    const rate = await injectRoute(t, ratesApi.getDolarKuru, {}, { authorization: `Bearer ${token}` });
    expect(rate.statusCode).toBe(401);
    expect((await injectRoute(t, authApi.logout, {})).statusCode).toBe(401);
  });

  it("a sign-in clears the user's expired sessions and failures older than a day", async () => {
    const user = await createUser(t.db);
    await t.db
      .insert(sessions)
      .values({ id: `old-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await t.db.insert(loginFailures).values({ email: 'eski@example.com', ip: '10.9.9.9', createdAt: dayAgo });
    await login(t, user.email, user.password);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id)).not.toContain(`old-${user.id}`);
    expect(left).toHaveLength(1);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.email, 'eski@example.com'))).toEqual([]);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const { user, token } = await signIn(t, Role.Kullanici);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await whoami(t, token)).statusCode).toBe(401);
  });

  it('rejects a missing, malformed, expired, forged or role-less token with 401', async () => {
    const { user, token } = await signIn(t, Role.Admin);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
    const sign = (claims: Record<string, unknown>, exp: number, secret = TEST_SECRET) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ sid, [ROLE_CLAIM]: 'Admin' }, now - 10);
    const noRole = await sign({ sid }, now + 600);
    const forged = await sign({ sid, [ROLE_CLAIM]: 'Admin' }, now + 600, new TextEncoder().encode('x'.repeat(40)));
    const valid = await sign({ sid, [ROLE_CLAIM]: 'Admin' }, now + 600);
    expect((await whoami(t)).statusCode).toBe(401);
    expect((await whoami(t, 'not-a-jwt')).statusCode).toBe(401);
    expect((await whoami(t, expired)).statusCode).toBe(401);
    expect((await whoami(t, noRole)).statusCode).toBe(401);
    expect((await whoami(t, forged)).statusCode).toBe(401);
    expect((await whoami(t, valid)).statusCode).toBe(200);
    const res = await whoami(t, expired);
    expect(res.json()).toEqual({ message: expect.stringMatching(/Oturumunuz/), code: 'UNAUTHORIZED' });
  });

  it('a second login opens a second session; logging out of one keeps the other', async () => {
    const user = await createUser(t.db);
    const first = await login(t, user.email, user.password);
    const second = await login(t, user.email, user.password);
    await injectRoute(t, authApi.logout, {}, { authorization: `Bearer ${first}` });
    expect((await whoami(t, first)).statusCode).toBe(401);
    expect((await whoami(t, second)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('live exactly the TTL: iat is the sign-in time even when signing ends in a later second', async () => {
    const tokens = createTokenService(TEST_SECRET, 3600);
    // The session's expiry was fixed 1.5 s ago (a slow database round trip between sign-in and signing).
    const expiresAt = new Date(Date.now() - 1500 + 3600 * 1000);
    const token = await tokens.sign({ userId: 1, sessionId: 's', name: 'A', role: Role.Admin }, expiresAt);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp).toBe(Math.floor(expiresAt.getTime() / 1000));
    expect(payload.exp - payload.iat).toBe(3600);
  });
});
