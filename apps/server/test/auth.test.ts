import { authApi, ROLE_CLAIM, Role, ratesApi, usersApi } from '@parca/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../src/db/schema.ts';
import { createTokenService } from '../src/lib/tokens.ts';
import {
  LOGIN_FREE_FAILURES,
  LOGIN_FREE_FAILURES_SHARED,
  LOGIN_MAX_DELAY_SECONDS,
} from '../src/modules/auth/sign-in-limit.ts';
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

  /** A sign-in from a client address of its own (127.0.0.x; the helpers' sign-ins come from 127.0.0.1). */
  const attempt = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    // Raw: the client's address is a request option injectRoute does not set.
    t.app.inject({
      method: 'POST',
      url: `/api${authApi.login.path}`,
      remoteAddress: ip,
      headers,
      payload: { email, password },
    });
  /** Moves the address's failures back in time, as if the client had waited. */
  const wait = (ip: string, seconds: number) =>
    t.db.execute(
      sql`update login_failures set created_at = created_at - make_interval(secs => ${seconds}) where ip = ${ip}`,
    );
  /**
   * Dates the address's failures now, as if each had taken no time: a refusal "1 s after the last failure" must not
   * depend on how long the password hash took on a busy machine.
   */
  const rightAway = (ip: string) => t.db.execute(sql`update login_failures set created_at = now() where ip = ${ip}`);
  const refusal = (seconds: number, unit = `${seconds} saniye`) => ({
    status: 429,
    retryAfter: String(seconds),
    message: `Çok fazla başarısız giriş denemesi. Lütfen ${unit} sonra tekrar deneyin.`,
  });
  /** The cap, give or take the seconds the test took since the failures. */
  const refusedForMinutes = {
    ...refusal(900, '15 dakika'),
    retryAfter: expect.stringMatching(/^(8[4-9]\d|900)$/),
  };
  const answer = (res: Awaited<ReturnType<typeof attempt>>) => ({
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    message: res.json().message,
  });

  it(`delays one e-mail from one address after ${LOGIN_FREE_FAILURES} failures, 1 s then 2 s, saying when`, async () => {
    const user = await createUser(t.db);
    const ip = '127.0.0.11';
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      expect((await attempt(user.email, 'yanlis-sifre', ip)).statusCode).toBe(401);
    }
    // Refused unchecked, even the right password: the next guess waits a second after the last failure.
    await rightAway(ip);
    expect(answer(await attempt(user.email, user.password, ip))).toEqual(refusal(1));
    await wait(ip, 1);
    expect((await attempt(user.email, 'yanlis-sifre', ip)).statusCode).toBe(401);
    await rightAway(ip);
    expect(answer(await attempt(user.email, 'yanlis-sifre', ip))).toEqual(refusal(2));
    // Another address is not delayed; after the wait the right password signs in and clears the pair's failures.
    expect((await attempt(user.email, user.password, '127.0.0.12')).statusCode).toBe(200);
    await wait(ip, 2);
    expect((await attempt(user.email, user.password, ip)).statusCode).toBe(200);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.ip, ip))).toEqual([]);
  });

  it(`caps the delay at ${LOGIN_MAX_DELAY_SECONDS / 60} minutes, and says it in minutes`, async () => {
    const user = await createUser(t.db);
    const ip = '127.0.0.13';
    await t.db.execute(
      sql`insert into login_failures (email, ip) select ${user.email}, ${ip} from generate_series(1, 40)`,
    );
    expect(answer(await attempt(user.email, user.password, ip))).toMatchObject(refusedForMinutes);
  });

  it('answers an unknown e-mail exactly as a known one, refusals included', async () => {
    const user = await createUser(t.db);
    const run = async (email: string, ip: string) => {
      const answers = [];
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++) answers.push(answer(await attempt(email, 'yanlis-sifre', ip)));
      await rightAway(ip);
      answers.push(answer(await attempt(email, 'yanlis-sifre', ip)));
      return answers;
    };
    const known = await run(user.email, '127.0.0.14');
    expect(known.at(-1)).toEqual(refusal(1));
    expect(await run('kimse-yok@example.com', '127.0.0.15')).toEqual(known);
  });

  /** Answers of a quick spray: the shared allowance checked, the next refused, later ones as 1 s, 2 s, 4 s … pass. */
  const expectAllowanceThenWaits = (spray: number[]) => {
    const free = LOGIN_FREE_FAILURES_SHARED;
    expect(spray.slice(0, free + 1)).toEqual([...Array(free).fill(401), 429]);
    expect(spray.every((s) => s === 401 || s === 429)).toBe(true);
    expect(spray.filter((s) => s === 401).length).toBeLessThan(free + 5);
  };
  /** Failures an attacker who waited each delay out would have left by now (without the test waiting them out). */
  const pastFailures = (n: number, email: (i: number) => string, ip: (i: number) => string) =>
    t.db.insert(loginFailures).values(Array.from({ length: n }, (_, i) => ({ email: email(i), ip: ip(i) })));

  it('lets a user in at an address they signed in from, however many addresses fail on their account', async () => {
    const user = await createUser(t.db);
    const usual = '127.0.0.20';
    expect((await attempt(user.email, user.password, usual)).statusCode).toBe(200);
    const spray = [];
    for (let i = 0; i < 50; i++)
      spray.push((await attempt(user.email, 'yanlis-sifre', `127.0.0.${100 + i}`)).statusCode);
    expect((await attempt(user.email, user.password, usual)).statusCode).toBe(200);
    // Strangers' guesses at the account are checked up to the shared allowance, then only as the waits run out.
    expectAllowanceThenWaits(spray);

    // However long the attack goes on: the user at their address signs in, a new address waits and is told how long.
    await pastFailures(
      40,
      () => user.email,
      (i) => `127.0.1.${i}`,
    );
    expect((await attempt(user.email, user.password, usual)).statusCode).toBe(200);
    expect(answer(await attempt(user.email, user.password, '127.0.0.21'))).toMatchObject(refusedForMinutes);
  });

  it('lets users in at their shared address (a proxy) however many e-mails fail from it', async () => {
    const regular = await createUser(t.db);
    const newcomer = await createUser(t.db);
    const proxy = '127.0.0.30';
    expect((await attempt(regular.email, regular.password, proxy)).statusCode).toBe(200);
    const spray = [];
    for (let i = 0; i < 50; i++) spray.push((await attempt(`kimse${i}@example.com`, 'yanlis-sifre', proxy)).statusCode);
    expect((await attempt(regular.email, regular.password, proxy)).statusCode).toBe(200);
    expectAllowanceThenWaits(spray);

    await pastFailures(
      40,
      (i) => `baska${i}@example.com`,
      () => proxy,
    );
    expect((await attempt(regular.email, regular.password, proxy)).statusCode).toBe(200);
    // Who never signed in there waits, told how long; from elsewhere they are not delayed at all.
    expect(answer(await attempt(newcomer.email, newcomer.password, proxy))).toMatchObject(refusedForMinutes);
    expect((await attempt(newcomer.email, newcomer.password, '127.0.0.31')).statusCode).toBe(200);
  });

  it('counts failures by the connecting address: a forged X-Forwarded-For does not lift the delay', async () => {
    const user = await createUser(t.db);
    const ip = '127.0.0.40';
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      const res = await attempt(user.email, 'yanlis-sifre', ip, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const forged = await attempt(user.email, user.password, ip, { 'x-forwarded-for': '198.51.100.7' });
    expect(answer(forged)).toEqual(refusal(1));
  });

  it('holds the limit when many wrong passwords arrive at once', async () => {
    const user = await createUser(t.db);
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 6 * LOGIN_FREE_FAILURES }, () => attempt(user.email, 'yanlis-sifre', '127.0.0.41')),
    );
    // 401 means the password was checked: never more guesses than the free ones, the rest refused unchecked — but
    // for the waits (1 s, 2 s, 4 s …) that ran out while the hashes ran, one more guess each, on a slow machine.
    const waitsRunOut = Math.floor(Math.log2((Date.now() - started) / 1000 + 1));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_FREE_FAILURES + waitsRunOut);
    const refused = results.filter((r) => r.statusCode !== 401);
    expect(refused.every((r) => r.statusCode === 429 && Number(r.headers['retry-after']) > 0)).toBe(true);
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
