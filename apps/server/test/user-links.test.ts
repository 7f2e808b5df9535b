/**
 * The password links' public side (issue 11): looking a link up, setting a password through it, every way a link
 * dies (used, expired, re-issued, deleted), the two kinds kept apart, and the limit on failed look-ups per address.
 */
import { authApi, fillPath, Role, usersApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { LINK_MAX_FAILURES } from '../src/modules/users/link-limit.ts';
import { describeEachDatabase, injectRoute, login, signIn, type TestApp, useApiSuite } from './helpers.ts';
import { bearer, createUserViaApi, errorOf, expireLink } from './user-fixtures.ts';

const used = { status: 410, code: 'LINK_GONE', message: 'Bu bağlantı daha önce kullanılmış.' };
const revoked = {
  status: 410,
  code: 'LINK_GONE',
  message: 'Bu bağlantı geçersiz kılınmış; yöneticinizden yenisini isteyin.',
};
const expired = {
  status: 410,
  code: 'LINK_GONE',
  message: 'Bu bağlantının süresi dolmuş; yöneticinizden yenisini isteyin.',
};
const unknown = { status: 404, code: 'NOT_FOUND', message: 'Bağlantı bulunamadı.' };

/** The four public calls of a token; the others need only a token, and a password to set. */
function publicCalls(t: TestApp) {
  return {
    newUser: (guid: string) => injectRoute(t, usersApi.getNewPasswordLink, { params: { guid } }),
    createPassword: (token: string, password = 'yeni-sifre-123') =>
      injectRoute(t, usersApi.createPassword, { body: { token, password } }),
    forgot: (guid: string) => injectRoute(t, usersApi.getForgotPasswordLink, { params: { guid } }),
    updatePassword: (token: string, password = 'yeni-sifre-456') =>
      injectRoute(t, usersApi.updatePassword, { body: { token, password } }),
  };
}

describeEachDatabase('password links', (target) => {
  const { t, admin } = useApiSuite(target);
  const call = publicCalls(t);
  const issueReset = async (userId: number) => {
    const res = await injectRoute(t, usersApi.createForgotPasswordLink, { body: { userId } }, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; token: string; expiresAt: string };
  };
  // The rate limit has a suite of its own: here every test starts with a clean record for the test address.
  beforeEach(async () => {
    await t.db.execute(sql`delete from link_failures`);
  });

  describe('a new user', () => {
    it('opens the link, sets a password, signs in with it; the link is then gone', async () => {
      const created = await createUserViaApi(t, admin.headers, { name: 'Şule Öztürk', email: 'sule@example.com' });
      const owner = await call.newUser(created.newPasswordToken);
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual({ name: 'Şule Öztürk', email: 'sule@example.com' });

      const set = await call.createPassword(created.newPasswordToken, 'sule-sifre-2026');
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ email: 'sule@example.com' });
      const signedIn = await injectRoute(t, authApi.login, {
        body: { email: 'sule@example.com', password: 'sule-sifre-2026' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ name: 'Şule Öztürk', role: Role.Kullanici });

      expect(errorOf(await call.newUser(created.newPasswordToken))).toEqual(used);
      expect(errorOf(await call.createPassword(created.newPasswordToken, 'baska-sifre-1'))).toEqual(used);
      // The password stays the one set first.
      expect(
        (await injectRoute(t, authApi.login, { body: { email: 'sule@example.com', password: 'baska-sifre-1' } }))
          .statusCode,
      ).toBe(401);
      const detail = (await injectRoute(t, usersApi.getUser, { params: { id: created.id } }, admin.headers)).json();
      expect(detail).toMatchObject({ activated: true, newUserLink: null });
    });

    it('answers 404 for an unknown token, and for a token of the other kind', async () => {
      const created = await createUserViaApi(t, admin.headers);
      expect(errorOf(await call.newUser('bilinmeyen-bir-bag'))).toEqual(unknown);
      expect(errorOf(await call.createPassword('bilinmeyen-bir-bag'))).toEqual(unknown);
      expect(errorOf(await call.forgot(created.newPasswordToken))).toEqual(unknown);
      expect(errorOf(await call.updatePassword(created.newPasswordToken))).toEqual(unknown);
      // None of those touched the link.
      expect((await call.newUser(created.newPasswordToken)).statusCode).toBe(200);
    });

    it('answers 410 for an expired link, and sets nothing through it', async () => {
      const created = await createUserViaApi(t, admin.headers);
      await expireLink(t, created.newUserLink?.id as number);
      expect(errorOf(await call.newUser(created.newPasswordToken))).toEqual(expired);
      expect(errorOf(await call.createPassword(created.newPasswordToken))).toEqual(expired);
      const [user] = await query<{ activated: boolean }>(
        t.db,
        sql`select password_hash is not null as activated from users where id = ${created.id}`,
      );
      expect(user.activated).toBe(false);
    });

    it('answers 410 for a re-issued link', async () => {
      const created = await createUserViaApi(t, admin.headers);
      const res = await injectRoute(t, usersApi.reissueNewUserLink, { params: { id: created.id } }, admin.headers);
      expect(errorOf(await call.newUser(created.newPasswordToken))).toEqual(revoked);
      expect(errorOf(await call.createPassword(created.newPasswordToken))).toEqual(revoked);
      expect((await call.newUser(res.json().token)).statusCode).toBe(200);
    });

    it('answers 410 for the link of a user who has a password by now', async () => {
      const created = await createUserViaApi(t, admin.headers);
      await t.db.execute(sql`update users set password_hash = 'elsewhere' where id = ${created.id}`);
      const res = await call.newUser(created.newPasswordToken);
      expect(errorOf(res)).toMatchObject({ status: 410, code: 'LINK_GONE', message: /zaten belirlenmiş/ });
    });

    it('refuses a short password with 400 naming the field, and keeps the link usable', async () => {
      const created = await createUserViaApi(t, admin.headers);
      const res = await call.createPassword(created.newPasswordToken, 'kisa');
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: /^Şifre: / });
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
      expect((await call.createPassword(created.newPasswordToken)).statusCode).toBe(200);
    });

    it('lets exactly one of two simultaneous uses of one token set the password', async () => {
      const created = await createUserViaApi(t, admin.headers);
      const results = await Promise.all(
        ['birinci-sifre-1', 'ikinci-sifre-2'].map((p) => call.createPassword(created.newPasswordToken, p)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
      const winner = results[0].statusCode === 200 ? 'birinci-sifre-1' : 'ikinci-sifre-2';
      const loser = winner === 'birinci-sifre-1' ? 'ikinci-sifre-2' : 'birinci-sifre-1';
      expect(await login(t, created.email, winner)).toEqual(expect.any(String));
      expect(
        (await injectRoute(t, authApi.login, { body: { email: created.email, password: loser } })).statusCode,
      ).toBe(401);
      const links = await query<{ used: boolean }>(
        t.db,
        sql`select used_at is not null as used from user_links where user_id = ${created.id}`,
      );
      expect(links).toEqual([{ used: true }]);
    });
  });

  describe('a forgotten password', () => {
    it('resets it through the link: every old session ends, the new password signs in, the old one not', async () => {
      const user = await signIn(t, Role.Kullanici);
      const whoami = (token: string) => injectRoute(t, usersApi.whoami, {}, bearer(token));
      const secondSession = await login(t, user.user.email, user.user.password);
      const link = await issueReset(user.user.id);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      expect((await call.forgot(link.token)).json()).toEqual({ name: user.user.name, email: user.user.email });
      const res = await call.updatePassword(link.token, 'sifirlanan-sifre-1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: user.user.email });

      expect(errorOf(await whoami(user.token))).toMatchObject({ status: 401 });
      expect(errorOf(await whoami(secondSession))).toMatchObject({ status: 401 });
      expect((await whoami(await login(t, user.user.email, 'sifirlanan-sifre-1'))).statusCode).toBe(200);
      const old = await injectRoute(t, authApi.login, {
        body: { email: user.user.email, password: user.user.password },
      });
      expect(old.statusCode).toBe(401);

      expect(errorOf(await call.forgot(link.token))).toEqual(used);
      expect(errorOf(await call.updatePassword(link.token))).toEqual(used);
      expect(errorOf(await call.newUser(link.token))).toEqual(unknown);
    });

    it("a new reset link revokes the user's older unused one", async () => {
      const user = await signIn(t, Role.Kullanici);
      const older = await issueReset(user.user.id);
      const newer = await issueReset(user.user.id);
      expect(errorOf(await call.forgot(older.token))).toEqual(revoked);
      expect(errorOf(await call.updatePassword(older.token))).toEqual(revoked);
      expect((await call.forgot(newer.token)).statusCode).toBe(200);
      expect((await call.updatePassword(newer.token)).statusCode).toBe(200);
      expect(await login(t, user.user.email, 'yeni-sifre-456')).toEqual(expect.any(String));
    });

    it('answers 410 for an expired or deleted reset link', async () => {
      const user = await signIn(t, Role.Kullanici);
      const stale = await issueReset(user.user.id);
      await expireLink(t, stale.id);
      expect(errorOf(await call.forgot(stale.token))).toEqual(expired);
      expect(errorOf(await call.updatePassword(stale.token))).toEqual(expired);

      const deleted = await issueReset(user.user.id);
      const del = (id: number) => injectRoute(t, usersApi.deleteForgotPasswordLink, { params: { id } }, admin.headers);
      expect((await del(deleted.id)).statusCode).toBe(204);
      expect(errorOf(await call.forgot(deleted.token))).toEqual(revoked);
      expect(errorOf(await call.updatePassword(deleted.token))).toEqual(revoked);
      // The old password still works: nothing was reset.
      expect(await login(t, user.user.email, user.user.password)).toEqual(expect.any(String));
    });

    it('issues reset links only for users with a password; 404 for an unknown user or reset link', async () => {
      const temp = await createUserViaApi(t, admin.headers);
      const issue = (userId: number) =>
        injectRoute(t, usersApi.createForgotPasswordLink, { body: { userId } }, admin.headers);
      expect(errorOf(await issue(temp.id))).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: 'Kullanıcı henüz şifresini belirlememiş; şifre belirleme bağlantısını yeniden gönderin.',
      });
      expect(errorOf(await issue(2_000_000_000))).toMatchObject({ status: 404, message: 'Kullanıcı bulunamadı.' });
      const missing = await injectRoute(t, usersApi.createForgotPasswordLink, { body: {} } as never, admin.headers);
      expect(errorOf(missing)).toMatchObject({ status: 400, message: /^Kullanıcı: / });

      const del = (id: number) => injectRoute(t, usersApi.deleteForgotPasswordLink, { params: { id } }, admin.headers);
      expect(errorOf(await del(2_000_000_000))).toEqual(unknown);
      // A set-password link is not a reset link.
      expect(errorOf(await del(temp.newUserLink?.id as number))).toEqual(unknown);
      expect((await call.newUser(temp.newPasswordToken)).statusCode).toBe(200);
    });
  });
});

describeEachDatabase('password links: failed look-ups per address', (target) => {
  const { t, admin } = useApiSuite(target);
  // Raw: the client's address is a request option injectRoute does not set; the paths come from the table.
  const lookUp = (guid: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api${fillPath(usersApi.getNewPasswordLink.path, { guid })}`, remoteAddress });
  const failures = async (ip: string) =>
    (await query<{ n: number }>(t.db, sql`select count(*)::int as n from link_failures where ip = ${ip}`))[0].n;

  it(`answers 429 with the retry time to failing look-ups after ${LINK_MAX_FAILURES}; a valid link still works`, async () => {
    const created = await createUserViaApi(t, admin.headers);
    const guesser = '127.0.0.60';
    for (let i = 0; i < LINK_MAX_FAILURES; i++) {
      expect((await lookUp(`tahmin-${i}`, guesser)).statusCode).toBe(404);
    }
    const refused = await lookUp('bir-tahmin-daha', guesser);
    expect(errorOf(refused)).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Çok fazla geçersiz bağlantı denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // A refusal is not a failure of its own.
    expect(await failures(guesser)).toBe(LINK_MAX_FAILURES);

    // The token is 256 bits: a valid one is never refused because of its address's failures.
    expect((await lookUp(created.newPasswordToken, guesser)).statusCode).toBe(200);
    const asPost = await t.app.inject({
      method: 'POST',
      url: `/api${usersApi.createPassword.path}`,
      payload: { token: created.newPasswordToken, password: 'yeni-sifre-123' },
      remoteAddress: guesser,
    });
    expect(asPost.statusCode).toBe(200);
    // Once used, the link is a failure like any other: refused.
    expect((await lookUp(created.newPasswordToken, guesser)).statusCode).toBe(429);
    expect((await lookUp('baska-tahmin', '127.0.0.61')).statusCode).toBe(404);

    // Failures older than the window stop counting; those older than a day are deleted by the next failure.
    await t.db.execute(sql`update link_failures set created_at = now() - interval '16 minutes' where ip = ${guesser}`);
    expect((await lookUp('yine-yanlis', guesser)).statusCode).toBe(404);
    await t.db.execute(sql`update link_failures set created_at = now() - interval '25 hours' where ip = ${guesser}`);
    expect((await lookUp('yine-yanlis', '127.0.0.61')).statusCode).toBe(404);
    expect(await failures(guesser)).toBe(0);
  });

  it('tells the minutes left until the oldest counted failure leaves the window', async () => {
    const guesser = '127.0.0.62';
    await t.db.execute(sql`insert into link_failures (ip, created_at)
                           select ${guesser}, now() - interval '10 minutes' from generate_series(1, ${LINK_MAX_FAILURES})`);
    const refused = await lookUp('tahmin', guesser);
    expect(refused.json().message).toBe('Çok fazla geçersiz bağlantı denemesi. Lütfen 5 dakika sonra tekrar deneyin.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });

  it('counts a used or expired link (410) as a failure too', async () => {
    const created = await createUserViaApi(t, admin.headers);
    const address = '127.0.0.63';
    await expireLink(t, created.newUserLink?.id as number);
    expect((await lookUp(created.newPasswordToken, address)).statusCode).toBe(410);
    expect(await failures(address)).toBe(1);
  });
});
