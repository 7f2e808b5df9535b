/**
 * User management by the admin (issue 11): list, detail, create, update, temp users. The password links' public side
 * is in user-links.test.ts.
 */
import crypto from 'node:crypto';
import { authApi, type NamedRoute, Role, type UserSummary, usersApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { updateUser } from '../src/modules/users/update.ts';
import { describeEachDatabase, injectRoute, login, signIn, type TestApp, useApiSuite } from './helpers.ts';
import { bearer, createUserViaApi, errorOf, expireLink } from './user-fixtures.ts';

const adminRoutes = Object.values(usersApi).filter((r) => r.access === 'admin') as NamedRoute[];

/** A debit on the dealer's account written as the ledger writes it: the entry and the balance together. */
async function debit(t: TestApp, userId: number, cents: number) {
  await t.db.execute(sql`insert into ledger_entries (user_id, kind, amount_cents, document, description)
                         values (${userId}, 'adjustment', ${cents}, 'TEST', 'Test borcu')`);
  await t.db.execute(sql`update users set balance_cents = balance_cents + ${cents} where id = ${userId}`);
}

describeEachDatabase('users: admin', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  const as = (headers: Record<string, string>) => ({
    get: (id: number) => injectRoute(t, usersApi.getUser, { params: { id } }, headers),
    update: (id: number, body: object) => injectRoute(t, usersApi.updateUser, { params: { id }, body }, headers),
  });
  const whoami = (token: string) => injectRoute(t, usersApi.whoami, {}, bearer(token));

  describe('access', () => {
    // route-table.test.ts checks 401 and 403 on every route; this checks the users area's admin routes write nothing.
    it('answers 403 to a dealer on every admin route, and writes nothing', async () => {
      const before = await query<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
      const input = { params: { id: dealer.user.id }, body: { email: 'x@example.com', name: 'Xx', role: 3 } } as never;
      for (const route of adminRoutes) {
        const key = `${route.method} ${route.path}`;
        const asDealer = await injectRoute(t, route, input, dealer.headers);
        expect(errorOf(asDealer), key).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(asDealer.json().message).toBe('Bu işlem için yetkiniz yok.');
      }
      expect(await query(t.db, sql`select count(*)::int as n from users`)).toEqual(before);
      expect(adminRoutes.map((r) => r.operation).sort()).toEqual(
        [
          'createForgotPasswordLink',
          'createUser',
          'deleteForgotPasswordLink',
          'deleteTempUser',
          'getTempUsers',
          'getUser',
          'getUsers',
          'reissueNewUserLink',
          'updateUser',
        ].sort(),
      );
    });
  });

  describe('create', () => {
    it('creates a user without a password, normalises the fields, and answers their set-password token', async () => {
      const started = Date.now();
      const created = await createUserViaApi(t, admin.headers, {
        email: '  Ayse.Kaya@Ornek.COM ',
        name: '  Ayşe   Kaya ',
        companyName: 'Kaya GSM',
        phone: '0532 123 45 67',
        taxOffice: 'Kadıköy',
        taxNumber: '1234567890',
        address: 'Moda Cad. 1',
        city: 'istanbul',
        role: Role.Calisan,
        discountPercent: 12.5,
        creditLimitUsd: 1500.5,
      });
      expect(created).toMatchObject({
        email: 'ayse.kaya@ornek.com',
        name: 'Ayşe Kaya',
        companyName: 'Kaya GSM',
        phone: '+90 532 123 45 67',
        taxOffice: 'Kadıköy',
        taxNumber: '1234567890',
        address: 'Moda Cad. 1',
        city: 'İstanbul',
        role: Role.Calisan,
        active: true,
        activated: false,
        discountPercent: 12.5,
        creditLimitCents: 150050,
        balanceCents: 0,
        pendingOrderCount: 0,
        pendingOrderCents: 0,
        availableCents: 150050,
        forgotPasswordLinks: [],
        newUserLink: { id: expect.any(Number), expired: false },
      });
      expect(created.newPasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const hours = (Date.parse(created.newPasswordExpiresAt) - started) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThan(72.1);
      expect(created.newUserLink?.expiresAt).toBe(created.newPasswordExpiresAt);
      // Only the token's SHA-256 is stored, and no password.
      const [stored] = await query<{ hash: string; password: string | null }>(
        t.db,
        sql`select l.token_hash as hash, u.password_hash as password
            from user_links l join users u on u.id = l.user_id where u.id = ${created.id}`,
      );
      expect(stored).toEqual({
        hash: crypto.createHash('sha256').update(created.newPasswordToken).digest('hex'),
        password: null,
      });
      // The same user in the detail (the token is not shown again).
      const detail = await as(admin.headers).get(created.id);
      expect(detail.statusCode).toBe(200);
      const { newPasswordToken, newPasswordExpiresAt, ...rest } = created;
      expect(detail.json()).toEqual(rest);
    });

    it('accepts a TCKN and leaves the optional fields empty (blank text is none)', async () => {
      const created = await createUserViaApi(t, admin.headers, { taxNumber: '10000000146', phone: ' ', city: '' });
      expect(created).toMatchObject({
        taxNumber: '10000000146',
        phone: null,
        city: null,
        companyName: null,
        discountPercent: 0,
        creditLimitCents: null,
        availableCents: null,
      });
    });

    it.each([
      ['taxNumber', { taxNumber: '1234567891' }, /^Vergi \/ T\.C\. kimlik no: Kontrol haneleri tutmuyor/],
      ['taxNumber', { taxNumber: '12345678901' }, /^Vergi \/ T\.C\. kimlik no: Kontrol haneleri tutmuyor/],
      ['taxNumber', { taxNumber: '123456' }, /^Vergi \/ T\.C\. kimlik no: VKN 10, TCKN 11 haneli/],
      ['phone', { phone: '0212 123 45 67' }, /^Telefon: Geçerli bir cep telefonu/],
      ['city', { city: 'Atlantis' }, /^İl: Türkiye'nin 81 ilinden biri/],
      ['email', { email: 'eposta-degil' }, /^E-posta: /],
      ['role', { role: 7 }, /^Rol: /],
      ['discountPercent', { discountPercent: 101 }, /^İskonto \(%\): /],
      ['creditLimitUsd', { creditLimitUsd: 10.005 }, /^Risk limiti \(USD\): En fazla 2 ondalık/],
      ['name', { name: 'A' }, /^Ad Soyad: /],
    ])('answers 400 naming %s in Turkish', async (field, fields, message) => {
      const body = { email: 'gecersiz@example.com', name: 'Geçersiz Bayi', role: 3, ...fields };
      const res = await injectRoute(t, usersApi.createUser, { body } as never, admin.headers);
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
      expect(new Set(res.json().details.map((d: { field: string }) => d.field))).toEqual(new Set([field]));
    });

    it('refuses an e-mail another user has, in any letter case, with 409 naming the field', async () => {
      await createUserViaApi(t, admin.headers, { email: 'ayni@example.com' });
      const res = await injectRoute(
        t,
        usersApi.createUser,
        { body: { email: 'AYNI@Example.COM', name: 'İkinci', role: 3 } },
        admin.headers,
      );
      expect(errorOf(res)).toEqual({
        status: 409,
        code: 'DUPLICATE',
        message: 'Bu e-posta adresi başka bir kullanıcıda kayıtlı.',
      });
      expect(res.json().details).toEqual([
        { field: 'email', message: 'Bu e-posta adresi başka bir kullanıcıda kayıtlı.' },
      ]);
    });

    it('lets one of two simultaneous creations with one e-mail win; the other is a 409, not a 500', async () => {
      const results = await Promise.all(
        ['Bir', 'İki'].map((name) =>
          injectRoute(t, usersApi.createUser, { body: { email: 'yaris@example.com', name, role: 3 } }, admin.headers),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe('detail', () => {
    it('answers 404 for an unknown user', async () => {
      expect(errorOf(await as(admin.headers).get(2_000_000_000))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Kullanıcı bulunamadı.',
      });
    });

    it('shows the balance, the limit and what is left of it, and the live reset links only', async () => {
      const created = await createUserViaApi(t, admin.headers, { creditLimitUsd: 1000 });
      await debit(t, created.id, 25_000);
      await t.db.execute(sql`update users set password_hash = 'set' where id = ${created.id}`);
      const issue = async () =>
        (
          await injectRoute(t, usersApi.createForgotPasswordLink, { body: { userId: created.id } }, admin.headers)
        ).json();
      const linksShown = async () => (await as(admin.headers).get(created.id)).json().forgotPasswordLinks;
      await expireLink(t, (await issue()).id);
      expect(await linksShown()).toEqual([]);
      const deleted = await issue();
      const gone = await injectRoute(
        t,
        usersApi.deleteForgotPasswordLink,
        { params: { id: deleted.id } },
        admin.headers,
      );
      expect(gone.statusCode).toBe(204);
      expect(await linksShown()).toEqual([]);
      const live = await issue();
      const detail = (await as(admin.headers).get(created.id)).json();
      expect(detail).toMatchObject({
        activated: true,
        balanceCents: 25_000,
        creditLimitCents: 100_000,
        availableCents: 75_000,
        newUserLink: null,
        forgotPasswordLinks: [{ id: live.id, expiresAt: live.expiresAt, createdAt: expect.any(String) }],
      });
    });
  });

  describe('update', () => {
    it('changes only the fields sent; null clears the credit limit; the search follows the new name', async () => {
      const created = await createUserViaApi(t, admin.headers, {
        name: 'Eski Adlı Bayi',
        companyName: 'Değişmez Ltd.',
        phone: '05329998877',
        creditLimitUsd: 500,
        discountPercent: 5,
      });
      const res = await as(admin.headers).update(created.id, { name: 'Yepyeni Adlı Bayi', creditLimitUsd: null });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        name: 'Yepyeni Adlı Bayi',
        companyName: 'Değişmez Ltd.',
        phone: '+90 532 999 88 77',
        creditLimitCents: null,
        availableCents: null,
        discountPercent: 5,
      });
      const find = async (search: string) =>
        (await injectRoute(t, usersApi.getUsers, { query: { search } }, admin.headers))
          .json()
          .items.map((u: UserSummary) => u.id);
      expect(await find('yepyeni')).toEqual([created.id]);
      expect(await find('eski adli')).toEqual([]);
      expect(await find('degismez 0532 999')).toEqual([created.id]);
      const cleared = await as(admin.headers).update(created.id, { companyName: '', phone: null });
      expect(cleared.json()).toMatchObject({ companyName: null, phone: null });
      expect(await find('degismez')).toEqual([]);
    });

    it('answers 404 for an unknown user, 400 for a bad field, 409 for an e-mail another user has', async () => {
      expect(errorOf(await as(admin.headers).update(2_000_000_000, { name: 'Kimse' }))).toMatchObject({
        status: 404,
        message: 'Kullanıcı bulunamadı.',
      });
      const created = await createUserViaApi(t, admin.headers);
      const bad = await as(admin.headers).update(created.id, { city: 'Gotham' });
      expect(errorOf(bad)).toMatchObject({ status: 400, message: /^İl: / });
      const taken = await as(admin.headers).update(created.id, { email: dealer.user.email.toUpperCase() });
      expect(errorOf(taken)).toMatchObject({ status: 409, code: 'DUPLICATE' });
      expect(taken.json().details[0].field).toBe('email');
      // Its own e-mail again is no conflict.
      expect((await as(admin.headers).update(created.id, { email: created.email })).statusCode).toBe(200);
    });

    it('ends the sessions of a user it deactivates at once; reactivating does not revive them', async () => {
      const victim = await signIn(t, Role.Kullanici);
      expect((await whoami(victim.token)).statusCode).toBe(200);
      const res = await as(admin.headers).update(victim.user.id, { active: false });
      expect(res.json()).toMatchObject({ active: false });
      expect(errorOf(await whoami(victim.token))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      const refused = await injectRoute(t, authApi.login, {
        body: { email: victim.user.email, password: victim.user.password },
      });
      expect(errorOf(refused)).toMatchObject({ status: 403, code: 'USER_INACTIVE' });
      await as(admin.headers).update(victim.user.id, { active: true });
      expect((await whoami(victim.token)).statusCode).toBe(401);
      expect((await whoami(await login(t, victim.user.email, victim.user.password))).statusCode).toBe(200);
    });

    it('applies a new role on the very next call of the same token', async () => {
      const other = await signIn(t, Role.Kullanici);
      const list = () => injectRoute(t, usersApi.getUsers, { query: {} }, other.headers);
      expect((await list()).statusCode).toBe(403);
      await as(admin.headers).update(other.user.id, { role: Role.Admin });
      expect((await list()).statusCode).toBe(200);
      await as(admin.headers).update(other.user.id, { role: Role.Calisan });
      expect((await list()).statusCode).toBe(403);
    });
  });

  describe('temp users', () => {
    const tempUsers = async () =>
      (await injectRoute(t, usersApi.getTempUsers, {}, admin.headers)).json().items as {
        id: number;
        linkExpired: boolean;
        linkExpiresAt: string | null;
      }[];
    const activate = (token: string) =>
      injectRoute(t, usersApi.createPassword, { body: { token, password: 'yeni-sifre-123' } });

    it('lists users without a password with their newest link; an expired link shows as expired', async () => {
      const created = await createUserViaApi(t, admin.headers, { name: 'Geçici Kullanıcı' });
      const listed = (await tempUsers()).find((u) => u.id === created.id);
      expect(listed).toEqual({
        id: created.id,
        email: created.email,
        name: 'Geçici Kullanıcı',
        companyName: null,
        role: 3,
        createdAt: created.createdAt,
        linkExpiresAt: created.newPasswordExpiresAt,
        linkExpired: false,
      });
      expect((await tempUsers()).some((u) => u.id === dealer.user.id)).toBe(false);
      await expireLink(t, created.newUserLink?.id as number);
      expect((await tempUsers()).find((u) => u.id === created.id)?.linkExpired).toBe(true);
      expect((await as(admin.headers).get(created.id)).json().newUserLink).toMatchObject({ expired: true });
      expect((await activate(created.newPasswordToken)).statusCode).toBe(410);
    });

    it('re-issues a link: the old one dies, the new one works; 404 unknown, 409 once activated', async () => {
      const created = await createUserViaApi(t, admin.headers);
      const reissue = (id: number) => injectRoute(t, usersApi.reissueNewUserLink, { params: { id } }, admin.headers);
      const res = await reissue(created.id);
      expect(res.statusCode).toBe(201);
      const fresh = res.json();
      expect(fresh).toEqual({ id: expect.any(Number), token: expect.any(String), expiresAt: expect.any(String) });
      expect(fresh.token).not.toBe(created.newPasswordToken);
      expect((await as(admin.headers).get(created.id)).json().newUserLink).toMatchObject({ id: fresh.id });
      expect(errorOf(await activate(created.newPasswordToken))).toMatchObject({ status: 410, code: 'LINK_GONE' });
      expect((await activate(fresh.token)).statusCode).toBe(200);
      expect(errorOf(await reissue(created.id))).toMatchObject({ status: 409, code: 'ALREADY_ACTIVATED' });
      expect(errorOf(await reissue(2_000_000_000))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect((await tempUsers()).some((u) => u.id === created.id)).toBe(false);
    });

    it('deletes a temp user with their links; 404 unknown; 409 once activated or with account history', async () => {
      const remove = (id: number) => injectRoute(t, usersApi.deleteTempUser, { params: { id } }, admin.headers);
      const created = await createUserViaApi(t, admin.headers);
      expect((await remove(created.id)).statusCode).toBe(204);
      expect(await query(t.db, sql`select id from user_links where user_id = ${created.id}`)).toEqual([]);
      expect(errorOf(await remove(created.id))).toMatchObject({ status: 404, message: 'Kullanıcı bulunamadı.' });
      expect(errorOf(await as(admin.headers).get(created.id))).toMatchObject({ status: 404 });

      const activated = await createUserViaApi(t, admin.headers);
      await activate(activated.newPasswordToken);
      expect(errorOf(await remove(activated.id))).toMatchObject({ status: 409, code: 'ALREADY_ACTIVATED' });

      const owing = await createUserViaApi(t, admin.headers);
      await debit(t, owing.id, 1_000);
      const refused = await remove(owing.id);
      expect(errorOf(refused)).toMatchObject({ status: 409, code: 'IN_USE' });
      expect(refused.json().message).toMatch(/silinemez/);
      expect((await as(admin.headers).get(owing.id)).statusCode).toBe(200);
    });
  });
});

describeEachDatabase('users: the last active admin', (target) => {
  const { t, admin } = useApiSuite(target);
  const update = (headers: Record<string, string>, id: number, body: object) =>
    injectRoute(t, usersApi.updateUser, { params: { id }, body }, headers);
  const lastAdmin = {
    status: 409,
    code: 'LAST_ADMIN',
    message: 'Son aktif yönetici pasife alınamaz ya da rolü değiştirilemez.',
  };
  const activeAdmins = async () =>
    (
      await query<{ id: number }>(t.db, sql`select id from users where role = ${Role.Admin} and active order by id`)
    ).map((r) => r.id);

  it('can be neither demoted nor deactivated; with a second admin either may step down, once', async () => {
    expect(await activeAdmins()).toEqual([admin.user.id]);
    expect(errorOf(await update(admin.headers, admin.user.id, { role: Role.Calisan }))).toEqual(lastAdmin);
    expect(errorOf(await update(admin.headers, admin.user.id, { active: false }))).toEqual(lastAdmin);
    // Staying an active admin is no change of either.
    expect((await update(admin.headers, admin.user.id, { role: Role.Admin, active: true })).statusCode).toBe(200);

    const second = await signIn(t, Role.Admin);
    const res = await update(admin.headers, admin.user.id, { active: false });
    expect(res.statusCode).toBe(200);
    // The admin who deactivated themselves is signed out at once.
    const me = await injectRoute(t, usersApi.whoami, {}, admin.headers);
    expect(me.statusCode).toBe(401);
    expect(errorOf(await update(second.headers, second.user.id, { role: Role.Kullanici }))).toEqual(lastAdmin);
    expect(await activeAdmins()).toEqual([second.user.id]);
    // An inactive admin does not count: reactivating them brings them back.
    expect((await update(second.headers, admin.user.id, { active: true })).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([admin.user.id, second.user.id].sort((a, b) => a - b));
  });

  it('lets only one of two admins demoting each other at the same moment through', async () => {
    const [a, b] = [await signIn(t, Role.Admin), await signIn(t, Role.Admin)];
    // Leave exactly these two active admins.
    const others = (await activeAdmins()).filter((id) => id !== a.user.id && id !== b.user.id);
    for (const id of others) expect((await update(a.headers, id, { active: false })).statusCode).toBe(200);
    // Through the service: over HTTP the loser's own access check could already see its demotion (403).
    const results = await Promise.allSettled([
      updateUser(t.db, b.user.id, { role: Role.Kullanici }, a.user.id),
      updateUser(t.db, a.user.id, { active: false }, b.user.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
    expect(await activeAdmins()).toHaveLength(1);
  });
});

describeEachDatabase('users: search, filters, order and paging', (target) => {
  const { t, admin } = useApiSuite(target);
  const list = async (q: Record<string, unknown>) => {
    const res = await injectRoute(t, usersApi.getUsers, { query: q } as never, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: UserSummary[]; total: number };
  };
  const names = async (q: Record<string, unknown>) => (await list(q)).items.map((u) => u.name);

  it('finds by name, company, e-mail and phone, Turkish letters folded, every word matching', async () => {
    const isik = await createUserViaApi(t, admin.headers, {
      name: 'Işık Yılmaz',
      companyName: 'Örnek GSM Teknik',
      email: 'isik@ornek.com',
      phone: '0532 123 45 67',
    });
    await createUserViaApi(t, admin.headers, { name: 'İlker Şahin', companyName: 'Çelik İletişim' });
    for (const search of ['ISIK', 'ışık', 'yilmaz isik', 'ornek gsm', 'ornek.com', 'isik@ornek', '5321234567']) {
      expect(await names({ search }), search).toEqual(['Işık Yılmaz']);
    }
    for (const search of ['0532 123 45 67', '+90 532 123 45 67', '05321234567', 'ÖRNEK']) {
      expect(await names({ search }), search).toEqual(['Işık Yılmaz']);
    }
    expect(await names({ search: 'celik iletisim' })).toEqual(['İlker Şahin']);
    expect(await names({ search: 'ILKER' })).toEqual(['İlker Şahin']);
    expect(await names({ search: 'isik sahin' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
    const [found] = (await list({ search: 'isik' })).items;
    expect(found).toEqual({
      id: isik.id,
      email: 'isik@ornek.com',
      name: 'Işık Yılmaz',
      companyName: 'Örnek GSM Teknik',
      phone: '+90 532 123 45 67',
      city: null,
      role: 3,
      active: true,
      activated: false,
      discountPercent: 0,
      priceGroupId: null,
      priceGroupName: null,
      creditLimitCents: null,
      balanceCents: 0,
      createdAt: isik.createdAt,
    });
  });

  it('sorts in Turkish alphabetical order, pages, and filters by role and active', async () => {
    const created = [];
    for (const name of ['Zeynep Sıra', 'Çağla Sıra', 'İlker Sıra', 'Cem Sıra', 'Işıl Sıra']) {
      created.push(await createUserViaApi(t, admin.headers, { name, companyName: 'Sıralama Deneme' }));
    }
    expect(await names({ search: 'siralama' })).toEqual([
      'Cem Sıra',
      'Çağla Sıra',
      'Işıl Sıra',
      'İlker Sıra',
      'Zeynep Sıra',
    ]);
    const page = await list({ search: 'siralama', page: 2, pageSize: 2 });
    expect(page.total).toBe(5);
    expect(page.items.map((u) => u.name)).toEqual(['Işıl Sıra', 'İlker Sıra']);
    expect((await list({ search: 'siralama', page: 3, pageSize: 2 })).items.map((u) => u.name)).toEqual([
      'Zeynep Sıra',
    ]);

    const cem = created[3];
    await injectRoute(
      t,
      usersApi.updateUser,
      { params: { id: cem.id }, body: { role: 2, active: false } },
      admin.headers,
    );
    expect(await names({ search: 'siralama', role: 2 })).toEqual(['Cem Sıra']);
    expect(await names({ search: 'siralama', active: false })).toEqual(['Cem Sıra']);
    expect((await list({ search: 'siralama', active: true })).total).toBe(4);
    const admins = await list({ role: 1 });
    expect(admins.items.map((u) => u.id)).toEqual([admin.user.id]);
    expect(admins.total).toBe(1);
  });

  it('answers 400 in Turkish for a bad filter or page', async () => {
    for (const [q, message] of [
      [{ role: '9' }, /^Rol: /],
      [{ active: 'evet' }, /^Aktif: /],
      [{ pageSize: '500' }, /^Sayfa boyutu: /],
      [{ page: '0' }, /^Sayfa: /],
    ] as const) {
      const res = await injectRoute(t, usersApi.getUsers, { query: q } as never, admin.headers);
      expect(errorOf(res), JSON.stringify(q)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
    }
  });
});
