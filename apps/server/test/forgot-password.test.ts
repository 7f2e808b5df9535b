/**
 * "Şifremi unuttum" (POST /api/auth/forgot-password, public): the same answer for every address, the reset link mailed
 * through the outbox to a real SMTP server, the link setting the password, and the limits per e-mail and per address.
 * Public, so there is no 401/403 case: a signed-in caller is answered like anyone.
 */
import { authApi, Role, usersApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from '../src/modules/users/forgot-password.ts';
import { createTestApp, createUser, describeEachDatabase, injectRoute, login, type TestApp } from './helpers.ts';
import { outboxRows, PUBLIC_URL, type SmtpInbox, setupFor, startSmtpServer, until } from './mail-fixtures.ts';

let ipCounter = 10;
/** A fresh client address per test, so one test's requests never count against another's. */
const freshAddress = () => `127.0.1.${++ipCounter}`;

describeEachDatabase('forgot password', (target) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let noMail: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpServer();
    t = await createTestApp(target, { mail: { setup: setupFor(inbox), pollMs: 20 } });
    noMail = await createTestApp(target, { mail: { setup: { transport: null, publicUrl: null }, pollMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
    await noMail.close();
    await inbox.close();
  });

  const ask = (app: TestApp, email: string, ip = freshAddress()) =>
    app.app.inject({
      // Raw: the client's address is part of the test (injectRoute always comes from 127.0.0.1).
      method: authApi.forgotPassword.method,
      url: `/api${authApi.forgotPassword.path}`,
      payload: { email },
      remoteAddress: ip,
    });

  it('mails a registered dealer a reset link that sets a new password and ends the old one', async () => {
    const dealer = await createUser(t.db, { role: Role.Kullanici, name: 'Şükrü Öğüt' });
    const res = await ask(t, `  ${dealer.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mailConfigured: true });

    await until(() => inbox.to(dealer.email).length === 1, 'the reset mail');
    const mail = inbox.to(dealer.email)[0];
    expect(mail.subject).toMatch(/şifre/i);
    const link = new RegExp(`${PUBLIC_URL}/users/forgotPassword/([\\w-]+)`).exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');

    const set = await injectRoute(t, usersApi.updatePassword, { body: { token, password: 'yeni-sifre-456' } });
    expect(set.statusCode, set.body).toBe(200);
    await expect(login(t, dealer.email, dealer.password)).rejects.toThrow(/401/);
    expect(await login(t, dealer.email, 'yeni-sifre-456')).toEqual(expect.any(String));
    // Single use.
    const again = await injectRoute(t, usersApi.updatePassword, { body: { token, password: 'ucuncu-sifre-789' } });
    expect(again.statusCode).toBe(410);
  });

  it('a second request revokes the first link: only the newest works', async () => {
    const dealer = await createUser(t.db, { role: Role.Kullanici });
    await ask(t, dealer.email);
    await ask(t, dealer.email);
    await until(() => inbox.to(dealer.email).length === 2, 'both reset mails');
    const tokens = inbox
      .to(dealer.email)
      .map((m) => decodeURIComponent(/\/users\/forgotPassword\/([\w-]+)/.exec(m.text ?? '')?.[1] ?? ''));
    const live = await query<{ live: number }>(
      t.db,
      sql`select count(*)::int as live from user_links
          where user_id = ${dealer.id} and kind = 'forgot_password' and revoked_at is null and used_at is null`,
    );
    expect(live[0].live).toBe(1);
    const answers = await Promise.all(
      tokens.map((token) => injectRoute(t, usersApi.getForgotPasswordLink, { params: { guid: token } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('answers an unknown, a passive and a registered address alike, and mails only the registered one', async () => {
    const passive = await createUser(t.db, { role: Role.Kullanici, active: false });
    const known = await createUser(t.db, { role: Role.Kullanici });
    const answers = await Promise.all([ask(t, 'kimse-yok@example.com'), ask(t, passive.email), ask(t, known.email)]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(
      Array(3).fill([200, JSON.stringify({ mailConfigured: true })]),
    );
    await until(() => inbox.to(known.email).length === 1, 'the registered dealer’s mail');
    await until(async () => (await outboxRows(t.db, sql`status = 'queued'`)).length === 0, 'the outbox to empty');
    expect(inbox.to('kimse-yok@example.com')).toEqual([]);
    expect(inbox.to(passive.email)).toEqual([]);
  });

  it('a dealer who never set a password gets their set-password link again', async () => {
    const temp = await createUser(t.db, { role: Role.Kullanici });
    await t.db.execute(sql`update users set password_hash = null where id = ${temp.id}`);
    await ask(t, temp.email);
    await until(() => inbox.to(temp.email).length === 1, 'the invite mail');
    expect(inbox.to(temp.email)[0].text).toContain(`${PUBLIC_URL}/newUser/newPassword/`);
  });

  it(`limits one e-mail to ${RESET_REQUESTS_PER_EMAIL} requests an hour, from any addresses, registered or not`, async () => {
    for (const email of ['bilinmeyen-limit@example.com', (await createUser(t.db)).email]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await ask(t, email)).statusCode).toBe(200);
      const refused = await ask(t, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/dakika sonra tekrar deneyin/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
  });

  it(`limits one address to ${RESET_REQUESTS_PER_ADDRESS} requests an hour over any e-mails; others still ask`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await ask(t, `adres-${i}@example.com`, ip)).statusCode).toBe(200);
    }
    expect((await ask(t, 'adres-son@example.com', ip)).statusCode).toBe(429);
    expect((await ask(t, 'adres-son@example.com')).statusCode).toBe(200);
  });

  it('refuses a bad address with a Turkish message naming the field', async () => {
    for (const email of ['', 'eposta-degil', 'x\ude77y@example.com']) {
      const res = await ask(t, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().details?.[0]?.field).toBe('email');
      expect(res.json().message).toMatch(/E-posta/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('without mail the answer says so and no link is issued', async () => {
    const dealer = await createUser(noMail.db, { role: Role.Kullanici });
    const res = await ask(noMail, dealer.email);
    expect(res.json()).toEqual({ mailConfigured: false });
    const links = await query<{ n: number }>(
      noMail.db,
      sql`select count(*)::int as n from user_links where user_id = ${dealer.id}`,
    );
    expect(links[0].n).toBe(0);
  });
});
