/**
 * E-mail through the transactional outbox (issue 21): each event writes its mails in its own transaction, the sender
 * delivers them to a real SMTP server (smtp-server, parsed with mailparser) with Turkish text intact, HTML and plain
 * text parts and links under PUBLIC_URL; a server that is down is retried later and the mail arrives once; without
 * SMTP nothing is sent and nothing piles up; the scheduled statements and digests are written once per period.
 * The sender is driven by `deliverDueMails`, the function its loop calls, so no test waits for a timer.
 */
import {
  MAIL_NOT_CONFIGURED,
  type MailItem,
  mailApi,
  type Order,
  ordersApi,
  PaymentMethod,
  Role,
  settingsApi,
  usersApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../web/src/paths.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { query } from '../src/db/client.ts';
import { deliverDueMails } from '../src/modules/mail/index.ts';
import { mailPaths } from '../src/modules/mail/links.ts';
import { createMailSchedule, turkeyCalendar } from '../src/modules/mail/schedule.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../src/modules/mail/sender.ts';
import { createTestApp, describeEachDatabase, injectRoute, signIn, type TestApp, useApiSuite } from './helpers.ts';
import { addPayment, turkeyDayFromToday } from './ledger-fixtures.ts';
import { makeDue, outboxRows, PUBLIC_URL, type SmtpInbox, setupFor, startSmtpServer, until } from './mail-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate, signInDealer } from './order-fixtures.ts';
import { createUserViaApi } from './user-fixtures.ts';

const TURKISH = 'ğüşıöçİĞÜŞÖÇ';

describe('mail configuration', () => {
  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL and MAIL_POLL_MS; unset, mail is off', () => {
    expect(loadConfig({}).mail).toEqual({ pollMs: 5000 });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://kullanici:s%C4%B1fre@smtp.example.com:465',
        MAIL_FROM: 'Öz Parça <siparis@ozparca.com.tr>',
        PUBLIC_URL: 'https://b2b.ozparca.com.tr/',
        MAIL_POLL_MS: '250',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://kullanici:s%C4%B1fre@smtp.example.com:465',
      from: 'Öz Parça <siparis@ozparca.com.tr>',
      publicUrl: 'https://b2b.ozparca.com.tr',
      pollMs: 250,
    });
  });

  it('refuses a bad value by name, and SMTP_URL without PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/PUBLIC_URL: SMTP_URL verildiğinde/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'https://a.com' })).toThrow(
      /SMTP_URL: smtp:\/\/ ya da smtps:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'b2b.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://b2b.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('mail links', () => {
  it('are the web app paths', () => {
    expect(mailPaths.newPassword('a+b/c')).toBe(paths.passwordLink('new', 'a+b/c'));
    expect(mailPaths.forgotPassword('tök')).toBe(paths.passwordLink('forgot', 'tök'));
    expect(mailPaths.myOrder(12)).toBe(paths.myOrders({ order: 12 }));
    expect(mailPaths.adminOrder('SP-2026-000001')).toBe(paths.adminOrder('SP-2026-000001'));
    expect(mailPaths.myPayments).toBe(paths.myPayments);
    expect(mailPaths.adminStocks).toBe(paths.adminStocks);
    expect(mailPaths.settings).toBe(paths.settings);
    expect(mailPaths.profile).toBe(paths.profile);
  });

  it('the Istanbul calendar of the schedule: a new month begins at midnight in Turkey, not in UTC', () => {
    expect(turkeyCalendar(new Date('2026-03-31T21:30:00Z'))).toEqual({
      day: '2026-04-01',
      previousMonth: '2026-03',
      hour: 0,
    });
    expect(turkeyCalendar(new Date('2026-01-01T05:00:00Z')).previousMonth).toBe('2025-12');
  });
});

describeEachDatabase('mail through the outbox', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  let inbox: SmtpInbox;
  const deliver = () => deliverDueMails(t.db, setupFor(inbox));

  beforeAll(async () => {
    inbox = await startSmtpServer();
    await setDollarRate(t, admin.headers, 40);
  });
  afterAll(() => inbox.close());
  beforeEach(async () => {
    inbox.mails.length = 0;
    inbox.down = false;
    // Each test reads only the mails it causes.
    await deliver();
    inbox.mails.length = 0;
  });

  const orderFor = async (headers: Record<string, string>, productName = `Ekran ${TURKISH}`) => {
    const item = await createOrderable(t, admin.headers, { quantity: 10, priceUsd: 12.5, productName });
    return { item, order: await placeOrder(t, headers, [{ productVariantId: item.productVariantId, quantity: 3 }]) };
  };

  it('an order writes the dealer’s and the admins’ mails in its transaction; they arrive intact', async () => {
    const { order } = await orderFor(dealer.headers, `Ekran <b>${TURKISH}</b> & Kılıf`);
    const rows = await outboxRows(t.db, sql`order_id = ${order.id}`);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['orderReceived', 'queued'],
      ['adminNewOrder', 'queued'],
    ]);

    expect(await deliver()).toMatchObject({ sent: 2, retrying: 0 });
    const [received] = inbox.to(dealer.user.email);
    expect(received.subject).toBe(`Siparişiniz alındı: ${order.orderNo}`);
    expect(received.from?.value).toEqual([{ name: 'Parça Toptan', address: 'siparis@parca-test.com.tr' }]);
    const [sentRow] = await outboxRows(t.db, sql`id = ${rows[0].id}`);
    expect(received.messageId).toBe(sentRow.messageId);
    expect(received.messageId).toMatch(/^<[0-9a-f-]{36}@b2b\.parca-test\.com\.tr>$/);
    // The product's name is the dealer's text: escaped in the HTML, as written in the plain text.
    expect(received.html).toContain(`Ekran &lt;b&gt;${TURKISH}&lt;/b&gt; &amp; Kılıf`);
    expect(received.html).not.toContain('<b>ğ');
    expect(received.text).toContain(`Ekran <b>${TURKISH}</b> & Kılıf`);
    const link = `${PUBLIC_URL}${paths.myOrders({ order: order.id })}`;
    expect(received.html).toContain(`href="${link}"`);
    expect(received.text).toContain(link);
    expect(received.text).toContain(`${PUBLIC_URL}/profilim`);

    const [adminMail] = inbox.to(admin.user.email);
    expect(adminMail.subject).toBe(`Yeni sipariş: ${order.orderNo} – ${dealer.user.name}`);
    expect(adminMail.text).toContain(`${PUBLIC_URL}/admin/orders?search=${order.orderNo}`);
    expect((await outboxRows(t.db, sql`order_id = ${order.id}`)).map((r) => r.status)).toEqual(['sent', 'sent']);
    // Sent once: another round finds nothing.
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it('confirming with a lowered line lists it; a decline quotes its reason, escaped', async () => {
    const { order } = await orderFor(dealer.headers);
    const confirmed = await injectRoute(
      t,
      ordersApi.confirmOrder,
      { params: { id: order.id }, body: { lines: [{ orderLineId: order.lines[0].id, quantity: 2 }] } },
      admin.headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const second = (await orderFor(dealer.headers)).order;
    const reason = `<script>alert(1)</script> Stok bitti, üzgünüz ${TURKISH}`;
    const declined = await injectRoute(
      t,
      ordersApi.declineOrder,
      { body: { orderId: second.id, reason } },
      admin.headers,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    inbox.mails.length = 0;
    await deliver();

    const mails = inbox.to(dealer.user.email);
    const confirmation = mails.find((m) => m.subject === `Siparişiniz onaylandı: ${order.orderNo}`);
    expect(confirmation?.text).toContain('adedi azaltıldı');
    expect(confirmation?.text).toMatch(/- Ekran ğüşıöçİĞÜŞÖÇ.* \| 3 \| 2/);
    const decline = mails.find((m) => m.subject === `Siparişiniz reddedildi: ${second.orderNo}`);
    expect(decline?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(decline?.html).not.toContain('<script>');
    expect(decline?.text).toContain(`> ${reason}`);
  });

  it('a return and a payment mail the dealer their credit and receipt', async () => {
    const { order } = await orderFor(dealer.headers);
    await injectRoute(t, ordersApi.confirmOrder, { params: { id: order.id }, body: {} }, admin.headers);
    const returned = await injectRoute(
      t,
      ordersApi.returnOrderProduct,
      { body: { orderLineId: order.lines[0].id, quantity: 1, reason: 'Kırık geldi' } },
      admin.headers,
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const payment = await addPayment(t, admin.headers, {
      userId: dealer.user.id,
      amount: 1250.5,
      currency: 'TRY',
      rate: 40,
      method: PaymentMethod.HavaleEft,
      paidAt: turkeyDayFromToday(),
    });
    inbox.mails.length = 0;
    await deliver();
    const mails = inbox.to(dealer.user.email);
    const credit = mails.find((m) => m.subject === `İadeniz hesabınıza işlendi: ${order.orderNo}`);
    expect(credit?.text).toContain('İade adedi: 1');
    expect(credit?.text).toContain('Hesabınıza alacak: $');
    const receipt = mails.find((m) => m.subject === `Tahsilat makbuzu: ${payment.receiptNo}`);
    expect(receipt?.text).toContain('Tutar: 1.250,50 ₺');
    expect(receipt?.text).toContain('Ödeme yöntemi: Havale/EFT');
    expect(receipt?.text).toContain(`${PUBLIC_URL}/my-payments`);
  });

  it('an invite and a reset link reach their owner; the token leaves the outbox once sent', async () => {
    const created = await createUserViaApi(t, admin.headers, { name: `Şükrü Öztürk ${TURKISH}` });
    await deliver();
    const [invite] = inbox.to(created.email);
    expect(invite.subject).toBe('Bayi hesabınız açıldı: şifrenizi belirleyin');
    expect(invite.text).toContain(`Merhaba Şükrü Öztürk ${TURKISH},`);
    const link = `${PUBLIC_URL}${paths.passwordLink('new', created.newPasswordToken)}`;
    expect(invite.html).toContain(`href="${link}"`);
    expect(invite.text).toContain(link);
    const [row] = await outboxRows(t.db, sql`user_id = ${created.id} and kind = 'invite'`);
    expect(row.status).toBe('sent');
    expect(row.data).not.toHaveProperty('token');
    // The link opens the set-password page's lookup: it is the one the admin got.
    const lookUp = await injectRoute(t, usersApi.getNewPasswordLink, { params: { guid: created.newPasswordToken } });
    expect(lookUp.statusCode, lookUp.body).toBe(200);

    const reset = await injectRoute(
      t,
      usersApi.createForgotPasswordLink,
      { body: { userId: dealer.user.id } },
      admin.headers,
    );
    expect(reset.statusCode, reset.body).toBe(201);
    await deliver();
    const [resetMail] = inbox.to(dealer.user.email).filter((m) => m.subject === 'Şifre sıfırlama bağlantınız');
    expect(resetMail.text).toContain(`${PUBLIC_URL}${paths.passwordLink('forgot', reset.json().token)}`);
  });

  it('each person chooses their optional mails; invite and reset cannot be turned off', async () => {
    const own = await signInDealer(t);
    const before = await injectRoute(t, mailApi.getMailPreferences, {}, own.headers);
    expect(before.json()).toEqual({
      optional: [
        'orderReceived',
        'orderConfirmed',
        'orderDeclined',
        'orderShipped',
        'returnCredited',
        'paymentReceipt',
        'monthlyStatement',
      ],
      off: [],
    });
    const off = await injectRoute(t, mailApi.updateMailPreferences, { body: { off: ['orderReceived'] } }, own.headers);
    expect(off.json().off).toEqual(['orderReceived']);
    const { order } = await orderFor(own.headers);
    expect((await outboxRows(t.db, sql`order_id = ${order.id}`)).map((r) => r.kind)).toEqual(['adminNewOrder']);

    const invite = await injectRoute(t, mailApi.updateMailPreferences, { body: { off: ['invite'] } }, own.headers);
    expect(invite.statusCode).toBe(400);
    expect(invite.json().message).toBe('Kapalı e-postalar: “Hesap daveti (şifre belirleme bağlantısı)” kapatılamaz');
    const adminPrefs = await injectRoute(t, mailApi.getMailPreferences, {}, admin.headers);
    expect(adminPrefs.json().optional).toEqual(['adminNewOrder', 'stockDigest']);
  });

  it('SMTP down: retried later with growing delays, delivered once it is back; failed after the last try', async () => {
    const { order } = await orderFor(dealer.headers);
    const mine = sql`order_id = ${order.id} and kind = 'orderReceived'`;
    inbox.down = true;
    expect(await deliver()).toMatchObject({ sent: 0, retrying: 2 });
    let [row] = await outboxRows(t.db, mine);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/bakımda/);
    expect(row.dueInSeconds).toBeGreaterThan(RETRY_DELAYS_SECONDS[0] - 5);
    expect(row.dueInSeconds).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[0]);
    // Not due yet: a round now leaves it alone even with the server back.
    inbox.down = false;
    expect(await deliver()).toMatchObject({ sent: 0, retrying: 0 });

    // A refused connection (nothing listens) counts as a failed attempt too, with the next delay.
    await makeDue(t.db);
    expect(await deliverDueMails(t.db, { ...setupFor({ url: 'smtp://127.0.0.1:1' }) })).toMatchObject({
      retrying: 2,
    });
    [row] = await outboxRows(t.db, mine);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.dueInSeconds).toBeGreaterThan(RETRY_DELAYS_SECONDS[1] - 5);

    await makeDue(t.db);
    expect(await deliver()).toMatchObject({ sent: 2 });
    expect(inbox.to(dealer.user.email).map((m) => m.subject)).toEqual([`Siparişiniz alındı: ${order.orderNo}`]);
    [row] = await outboxRows(t.db, mine);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(inbox.to(dealer.user.email)[0].messageId).toBe(row.messageId);

    // Down for good: after MAX_ATTEMPTS the mail is failed, listed, and "Tekrar dene" queues it again.
    const next = (await orderFor(dealer.headers)).order;
    const theirs = sql`order_id = ${next.id} and kind = 'orderReceived'`;
    inbox.down = true;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(t.db);
      await deliver();
    }
    [row] = await outboxRows(t.db, theirs);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const failed = await injectRoute(t, mailApi.listMails, { query: { status: 'failed' } }, admin.headers);
    expect(failed.json().items.map((m: MailItem) => m.id)).toContain(row.id);
    const status = await injectRoute(t, mailApi.getMailStatus, {}, admin.headers);
    expect(status.json().failed).toBeGreaterThanOrEqual(1);

    inbox.down = false;
    const retried = await injectRoute(t, mailApi.retryMail, { params: { id: row.id } }, admin.headers);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await injectRoute(t, mailApi.retryMail, { params: { id: row.id } }, admin.headers);
    expect(again.statusCode).toBe(409);
    await makeDue(t.db);
    await deliver();
    expect(inbox.to(dealer.user.email).filter((m) => m.subject === `Siparişiniz alındı: ${next.orderNo}`)).toHaveLength(
      1,
    );
    const dealerTries = await injectRoute(t, mailApi.retryMail, { params: { id: row.id } }, dealer.headers);
    expect(dealerTries.statusCode).toBe(403);
  });

  it('without SMTP nothing is sent: the mails are marked "E-posta ayarlı değil" and never flood out later', async () => {
    const { order } = await orderFor(dealer.headers);
    const counts = await deliverDueMails(t.db, { transport: null, publicUrl: null });
    expect(counts.skipped).toBeGreaterThanOrEqual(2);
    const rows = await outboxRows(t.db, sql`order_id = ${order.id}`);
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ['skipped', MAIL_NOT_CONFIGURED],
      ['skipped', MAIL_NOT_CONFIGURED],
    ]);
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(inbox.mails).toHaveLength(0);
  });

  it('company details: admin only, checked, and in every mail’s header and footer', async () => {
    const details = {
      name: `Öz Parça ${TURKISH}`,
      address: 'Gıda Çarşısı No: 5, Şişli / İstanbul',
      phone: '0212 555 44 33',
      email: 'INFO@ozparca.com.tr',
      logoUrl: 'https://ozparca.com.tr/logo.png',
    };
    const bad = await injectRoute(
      t,
      settingsApi.updateCompanyDetails,
      { body: { ...details, logoUrl: 'javascript:alert(1)' } },
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Logo adresi: /);
    const forbidden = await injectRoute(t, settingsApi.updateCompanyDetails, { body: details }, dealer.headers);
    expect(forbidden.statusCode).toBe(403);
    const saved = await injectRoute(t, settingsApi.updateCompanyDetails, { body: details }, admin.headers);
    expect(saved.json()).toEqual({ ...details, email: 'info@ozparca.com.tr' });

    const sample = await injectRoute(t, mailApi.sendSampleMail, {}, admin.headers);
    expect(sample.statusCode, sample.body).toBe(201);
    await deliver();
    const [mail] = inbox.to(admin.user.email);
    expect(mail.subject).toBe('Örnek e-posta: Türkçe karakterler ğüşıöçİ');
    expect(mail.html).toContain('<img src="https://ozparca.com.tr/logo.png"');
    expect(mail.text).toContain(`Öz Parça ${TURKISH}\nGıda Çarşısı No: 5, Şişli / İstanbul\nTel: 0212 555 44 33`);
    expect(mail.from?.value[0].address).toBe('siparis@parca-test.com.tr');
    const cleared = await injectRoute(
      t,
      settingsApi.updateCompanyDetails,
      { body: { name: '', address: null, phone: '', email: '', logoUrl: '' } },
      admin.headers,
    );
    expect(cleared.json()).toEqual({ name: null, address: null, phone: null, email: null, logoUrl: null });
  });

  it('the monthly statement and the daily digest are written once per period, whoever runs the schedule', async () => {
    const own = await signInDealer(t, { name: 'Ekstre Bayisi' });
    const lastMonth = turkeyCalendar(new Date()).previousMonth;
    await addPayment(t, admin.headers, {
      userId: own.user.id,
      amount: 100,
      currency: 'USD',
      method: PaymentMethod.Nakit,
      paidAt: `${lastMonth}-15`,
    });
    await createOrderable(t, admin.headers, { quantity: 0 });
    const now = new Date();
    // Two processes' schedules (and a second round of one) write each period once.
    await Promise.all([createMailSchedule()(t.db, now), createMailSchedule()(t.db, now)]);
    await createMailSchedule()(t.db, now);
    const statements = await outboxRows(t.db, sql`kind = 'monthlyStatement' and user_id = ${own.user.id}`);
    expect(statements).toHaveLength(1);
    expect(statements[0].data).toMatchObject({ period: lastMonth, creditCents: 10_000, closingCents: -10_000 });
    const digests = await outboxRows(t.db, sql`kind = 'stockDigest'`);
    const hour = turkeyCalendar(now).hour;
    expect(digests.length).toBe(hour >= 8 ? 1 : 0);

    await deliver();
    const [statement] = inbox.to(own.user.email);
    expect(statement.subject).toMatch(/^\S+ \d{4} hesap ekstreniz$/);
    expect(statement.text).toContain('Dönem sonu bakiye: $100,00 alacak');
    expect(statement.text).toContain(`${PUBLIC_URL}/my-payments`);
  });
});

describeEachDatabase('the sample mail and the sender in the app', (target) => {
  let inbox: SmtpInbox;
  let withMail: TestApp;
  let withoutSmtp: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpServer();
    withMail = await createTestApp(target, { mail: { setup: setupFor(inbox), pollMs: 20 } });
    withoutSmtp = await createTestApp(target, {
      mail: { setup: { transport: null, publicUrl: null }, pollMs: 60_000 },
    });
  });
  afterAll(async () => {
    await withMail.close();
    await withoutSmtp.close();
    await inbox.close();
  });

  it('"Örnek e-posta gönder" answers sent when it left, to the admin’s own address', async () => {
    const admin = await signIn(withMail, Role.Admin);
    const status = await injectRoute(withMail, mailApi.getMailStatus, {}, admin.headers);
    expect(status.json()).toMatchObject({ configured: true, publicUrl: PUBLIC_URL });
    const res = await injectRoute(withMail, mailApi.sendSampleMail, {}, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ configured: true, mail: { status: 'sent', recipient: admin.user.email } });
    expect(inbox.to(admin.user.email)).toHaveLength(1);
  });

  it('without SMTP the answer says "E-posta ayarlı değil"', async () => {
    const admin = await signIn(withoutSmtp, Role.Admin);
    const res = await injectRoute(withoutSmtp, mailApi.sendSampleMail, {}, admin.headers);
    expect(res.json()).toMatchObject({
      configured: false,
      mail: { status: 'skipped', lastError: MAIL_NOT_CONFIGURED },
    });
    const status = await injectRoute(withoutSmtp, mailApi.getMailStatus, {}, admin.headers);
    expect(status.json()).toMatchObject({ configured: false, from: null });
  });

  it('the sender’s loop delivers what an order writes, without anyone asking', async () => {
    const admin = await signIn(withMail, Role.Admin);
    const dealer = await signIn(withMail, Role.Kullanici);
    await setDollarRate(withMail, admin.headers, 40);
    const item = await createOrderable(withMail, admin.headers);
    const order: Order = await placeOrder(withMail, dealer.headers, [
      { productVariantId: item.productVariantId, quantity: 1 },
    ]);
    await until(() => inbox.to(dealer.user.email).length === 1, 'the order mail');
    expect(inbox.to(dealer.user.email)[0].subject).toBe(`Siparişiniz alındı: ${order.orderNo}`);
    // The server has the mail before the sender hears back and marks the row: on a busy machine, a moment later.
    const status = async () =>
      (
        await query<{ status: string }>(
          withMail.db,
          sql`select status from mail_outbox where order_id = ${order.id} and kind = 'orderReceived'`,
        )
      )[0].status;
    await until(async () => (await status()) === 'sent', 'the row marked sent');
  });
});
