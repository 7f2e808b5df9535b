/**
 * The activity log of admin writes (docs/domain.md#activity-log): each kind of write leaves exactly one entry with
 * the changed fields' before and after, in the write's transaction; the route filters, pages and exports it.
 */
import {
  type ActivityEntity,
  type ActivityEntry,
  activityApi,
  importsApi,
  ordersApi,
  paymentsApi,
  priceGroupsApi,
  productsApi,
  Role,
  ratesApi,
  settingsApi,
  stocksApi,
  usersApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { createCategory, createModelTree, createStockViaApi } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { csvText, importOk } from './import-fixtures.ts';
import { addPayment, turkeyDayFromToday } from './ledger-fixtures.ts';
import { createOrderable, placeOrder, setDollarRate } from './order-fixtures.ts';

describeEachDatabase('activity log', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  /** The log's entries for one entity, newest first, through the route. */
  const entriesOf = async (entity: ActivityEntity, entityId?: number): Promise<ActivityEntry[]> => {
    const res = await injectRoute(
      t,
      activityApi.getActivity,
      { query: { entity, entityId, pageSize: 200 } },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json().items;
  };
  const countAll = async () =>
    (await query<{ n: number }>(t.db, sql`select count(*)::int as n from activity_log`))[0].n;

  describe('the route', () => {
    it('answers 401 without a token and 403 to a dealer', async () => {
      expect((await injectRoute(t, activityApi.getActivity, {})).statusCode).toBe(401);
      expect((await injectRoute(t, activityApi.getActivity, {}, dealer.headers)).statusCode).toBe(403);
      expect((await injectRoute(t, activityApi.exportActivity, {}, dealer.headers)).statusCode).toBe(403);
    });

    it('refuses bad filters with 400 naming the field', async () => {
      for (const [q, field] of [
        [{ entity: 'kedi' }, 'entity'],
        [{ entityId: 'x' }, 'entityId'],
        [{ userId: '0' }, 'userId'],
        [{ from: '2026-13-01' }, 'from'],
        [{ from: '2026-11-20', to: '2026-11-10' }, 'to'],
      ] as const) {
        const res = await injectRoute(t, activityApi.getActivity, { query: q as never }, admin.headers);
        expect(res.statusCode, JSON.stringify(q)).toBe(400);
        expect(res.json().details[0].field).toBe(field);
      }
    });

    it('filters by entity, id, who and Turkish days, pages, and exports the same as CSV', async () => {
      await createStockViaApi(t, admin.headers);
      const stock = await createStockViaApi(t, admin.headers, { priceUsd: 3 });
      const [created] = await entriesOf('stock', stock.id);
      expect(created).toMatchObject({ action: 'create', actor: { id: admin.user.id }, summary: stock.stockCode });
      const mine = await injectRoute(
        t,
        activityApi.getActivity,
        {
          query: {
            userId: admin.user.id,
            entity: 'stock',
            entityId: stock.id,
            from: turkeyDayFromToday(-1),
            to: turkeyDayFromToday(),
          },
        },
        admin.headers,
      );
      expect(mine.json()).toMatchObject({ total: 1, items: [{ id: created.id }] });
      const tomorrow = await injectRoute(
        t,
        activityApi.getActivity,
        { query: { from: turkeyDayFromToday(1) } },
        admin.headers,
      );
      expect(tomorrow.json().total).toBe(0);
      const page = await injectRoute(t, activityApi.getActivity, { query: { pageSize: 1, page: 2 } }, admin.headers);
      expect(page.json().items).toHaveLength(1);

      const file = await injectRoute(
        t,
        activityApi.exportActivity,
        { query: { entity: 'stock', entityId: stock.id } },
        admin.headers,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/text\/csv/);
      const lines = file.body.split('\r\n');
      expect(lines[0]).toBe('\uFEFFTarih;Kullanıcı;Kayıt Türü;Kayıt No;İşlem;Özet;Değişiklikler (önce → sonra)');
      expect(lines[1]).toContain(`;Stok;${stock.id};Oluşturma;${stock.stockCode};`);
      expect(lines[1]).toContain('Fiyat: — → $3,00');
    });
    it("names who can be an entry's actor in the users list: the admins and anyone in the log, active or not", async () => {
      const former = await signIn(t, Role.Admin);
      await createStockViaApi(t, former.headers);
      const demoted = await injectRoute(
        t,
        usersApi.updateUser,
        { params: { id: former.user.id }, body: { role: Role.Calisan, active: false } },
        admin.headers,
      );
      expect(demoted.statusCode).toBe(200);
      const quiet = await signIn(t, Role.Admin);
      const idsOf = async (activityActor: boolean) => {
        const res = await injectRoute(t, usersApi.getUsers, { query: { activityActor, pageSize: 100 } }, admin.headers);
        expect(res.statusCode).toBe(200);
        return (res.json().items as { id: number }[]).map((u) => u.id);
      };
      const actors = await idsOf(true);
      expect(actors).toEqual(expect.arrayContaining([admin.user.id, former.user.id, quiet.user.id]));
      expect(actors).not.toContain(dealer.user.id);
      const others = await idsOf(false);
      expect(others).toContain(dealer.user.id);
      expect(others).not.toContain(admin.user.id);
      expect(others).not.toContain(quiet.user.id);
      expect(others).not.toContain(former.user.id);
      const bad = await injectRoute(t, usersApi.getUsers, { query: { activityActor: 'evet' } as never }, admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('activityActor');
    });
  });

  describe('each admin write leaves one entry with before and after', () => {
    it('a stock: price in cents, quantity, shelf; an unchanged save leaves none', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 4, priceUsd: 12.5 });
      const body = {
        stockCode: stock.stockCode,
        quantity: 6,
        expectedQuantity: 4,
        quantityReason: 'count',
        priceUsd: 13,
      };
      const res = await injectRoute(
        t,
        stocksApi.updateStock,
        { params: { id: stock.id }, body } as never,
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      const [entry] = await entriesOf('stock', stock.id);
      expect(entry).toMatchObject({
        action: 'update',
        actor: { id: admin.user.id },
        changes: { priceCents: [1250, 1300], quantity: [4, 6] },
      });
      expect(Object.keys(entry.changes).sort()).toEqual(['priceCents', 'quantity']);
      const same = { ...body, expectedQuantity: 6 };
      await injectRoute(t, stocksApi.updateStock, { params: { id: stock.id }, body: same } as never, admin.headers);
      expect(await entriesOf('stock', stock.id)).toHaveLength(2);
    });

    it('a bulk update: one entry per changed row from one statement, none for an unchanged row', async () => {
      const [a, b, c] = await Promise.all(
        [1, 2, 3].map(() => createStockViaApi(t, admin.headers, { quantity: 5, priceUsd: 2 })),
      );
      const res = await injectRoute(
        t,
        stocksApi.bulkUpdateStocks,
        {
          body: {
            items: [
              { stockId: a.id, priceUsd: 2.5, location: 'A-1' },
              { stockId: b.id, quantity: 9, expectedQuantity: 5, criticalLevel: 3 },
              { stockId: c.id, priceUsd: 2 },
            ],
          },
        },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      const [first] = await entriesOf('stock', a.id);
      expect(first).toMatchObject({ action: 'bulkUpdate' });
      expect(first.changes).toEqual({ priceCents: [200, 250], location: [null, 'A-1'] });
      const [second] = await entriesOf('stock', b.id);
      expect(second).toMatchObject({ action: 'bulkUpdate' });
      expect(second.changes).toEqual({ quantity: [5, 9], criticalLevel: [0, 3] });
      expect((await entriesOf('stock', c.id)).map((e) => e.action)).toEqual(['create']);
    });

    it('the rate, typed by an admin', async () => {
      await setDollarRate(t, admin.headers, 41.25);
      await setDollarRate(t, admin.headers, 42.1234);
      const [entry] = await entriesOf('rate');
      expect(entry).toMatchObject({
        action: 'update',
        actor: { id: admin.user.id },
        changes: { rate: [41.25, 42.1234] },
      });
    });

    it("a user's credit limit, deactivation; never a password hash or a token", async () => {
      const created = await injectRoute(
        t,
        usersApi.createUser,
        { body: { email: `aktivite${Date.now()}@example.com`, name: 'Aktivite Bayi', role: Role.Kullanici } },
        admin.headers,
      );
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      await injectRoute(t, usersApi.updateUser, { params: { id }, body: { creditLimitUsd: 1500.5 } }, admin.headers);
      await injectRoute(t, usersApi.updateUser, { params: { id }, body: { active: false } }, admin.headers);
      const [off, limit, create] = await entriesOf('user', id);
      expect(create.action).toBe('create');
      expect(limit).toMatchObject({ action: 'update', changes: { creditLimitCents: [null, 150050] } });
      expect(Object.keys(limit.changes)).toEqual(['creditLimitCents']);
      expect(off).toMatchObject({ action: 'deactivate', changes: { active: [true, false] } });
      const text = JSON.stringify(await entriesOf('user'));
      expect(text).not.toMatch(/password|hash|token/i);
      expect(text).not.toContain(created.json().newPasswordToken);
    });

    it("an order's confirmation: the status before and after", async () => {
      await setDollarRate(t, admin.headers, 40);
      const item = await createOrderable(t, admin.headers, { quantity: 5 });
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 1 }]);
      expect(await entriesOf('order', order.id)).toEqual([]);
      const res = await injectRoute(t, ordersApi.confirmOrder, { params: { id: order.id }, body: {} }, admin.headers);
      expect(res.statusCode).toBe(200);
      const entries = await entriesOf('order', order.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'confirm',
        summary: order.orderNo,
        changes: { status: ['Beklemede', 'Onaylandı'] },
      });
    });

    it('a payment, recorded and corrected', async () => {
      await setDollarRate(t, admin.headers, 40);
      const body = {
        userId: dealer.user.id,
        amount: 100,
        currency: 'USD',
        method: 1,
        paidAt: turkeyDayFromToday(),
      } as const;
      const payment = await addPayment(t, admin.headers, body);
      const res = await injectRoute(
        t,
        paymentsApi.updatePayment,
        { body: { ...body, paymentId: payment.id, amount: 120 } },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      const [corrected, recorded] = await entriesOf('payment', payment.id);
      expect(recorded).toMatchObject({
        action: 'record',
        summary: payment.receiptNo,
        changes: { usdCents: [null, 10000] },
      });
      expect(corrected).toMatchObject({ action: 'correct', changes: { usdCents: [10000, 12000] } });
      expect(Object.keys(corrected.changes)).toEqual(['usdCents']);
    });

    it("a product's name and status, and a variant's price under its stock", async () => {
      const item = await createOrderable(t, admin.headers, { quantity: 3, priceUsd: 4 });
      const name = { productId: item.productId, name: `${item.productName} Yeni` };
      expect((await injectRoute(t, productsApi.updateProductName, { body: name }, admin.headers)).statusCode).toBe(204);
      const off = { productId: item.productId, active: false };
      await injectRoute(t, productsApi.setProductStatus, { body: off }, admin.headers);
      const [status, renamed] = await entriesOf('product', item.productId);
      expect(renamed.changes).toEqual({ name: [item.productName, name.name] });
      expect(status).toMatchObject({ action: 'deactivate', changes: { active: [true, false] } });
      const price = { productVariantId: item.productVariantId, priceUsd: 4.5 };
      expect((await injectRoute(t, productsApi.updateStockPrice, { body: price }, admin.headers)).statusCode).toBe(200);
      expect((await entriesOf('stock', item.stockId))[0]).toMatchObject({
        action: 'update',
        changes: { priceCents: [400, 450] },
      });
    });

    it("a product's category and models by name, not by id, when made and when changed", async () => {
      const first = await createModelTree(t.db, { model: 'Galaxy Ö1' });
      const second = await createModelTree(t.db, { model: 'Galaxy Ç2' });
      const category = await createCategory(t.db, 'Şarj Soketi');
      const other = await createCategory(t.db, 'Ekran');
      const body = { name: 'Soket Ö1', categoryId: category.id, modelIds: [first.model.id] };
      const made = await injectRoute(t, productsApi.createProduct, { body }, admin.headers);
      expect(made.statusCode).toBe(201);
      const { id } = made.json();
      const change = {
        name: 'Soket Ö1',
        description: '',
        categoryId: other.id,
        modelIds: [second.model.id, first.model.id],
      };
      const res = await injectRoute(t, productsApi.updateProduct, { params: { id }, body: change }, admin.headers);
      expect(res.statusCode).toBe(200);
      const [updated, created] = await entriesOf('product', id);
      expect(created.changes).toMatchObject({ category: [null, 'Şarj Soketi'], models: [null, ['Galaxy Ö1']] });
      expect(updated.changes).toEqual({
        category: ['Şarj Soketi', 'Ekran'],
        models: [['Galaxy Ö1'], ['Galaxy Ç2', 'Galaxy Ö1']],
      });
    });

    it("an order's lines lowered on confirmation, in the confirmation's entry", async () => {
      await setDollarRate(t, admin.headers, 40);
      const item = await createOrderable(t, admin.headers, { quantity: 9 });
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 5 }]);
      const lines = [{ orderLineId: order.lines[0].id, quantity: 2 }];
      const res = await injectRoute(
        t,
        ordersApi.confirmOrder,
        { params: { id: order.id }, body: { lines } },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      const [entry] = await entriesOf('order', order.id);
      expect(entry.changes).toEqual({
        status: ['Beklemede', 'Onaylandı'],
        [`quantity:${item.stockCode}`]: [5, 2],
      });
    });

    it('names what a person reads, not ids: a returned line by its stock code', async () => {
      await setDollarRate(t, admin.headers, 40);
      const item = await createOrderable(t, admin.headers, { quantity: 9 });
      const order = await placeOrder(t, dealer.headers, [{ productVariantId: item.productVariantId, quantity: 3 }]);
      const confirmed = await injectRoute(
        t,
        ordersApi.confirmOrder,
        { params: { id: order.id }, body: {} },
        admin.headers,
      );
      expect(confirmed.statusCode).toBe(200);
      const returned = await injectRoute(
        t,
        ordersApi.returnOrderProduct,
        { body: { orderLineId: order.lines[0].id, quantity: 2, reason: 'Arızalı' } },
        admin.headers,
      );
      expect(returned.statusCode, returned.body).toBe(200);
      const [entry] = await entriesOf('order', order.id);
      expect(entry).toMatchObject({ action: 'return' });
      expect(entry.changes).toEqual({ [`returnedQuantity:${item.stockCode}`]: [null, 2], note: [null, 'Arızalı'] });
    });

    it("names what a person reads, not ids: a user's price group, a payment's dealer", async () => {
      const group = async (name: string) => {
        const body = { name, rules: [{ target: 'all', targetId: null, discountPercent: 2 }] };
        const res = await injectRoute(t, priceGroupsApi.createPriceGroup, { body } as never, admin.headers);
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as number;
      };
      const stamp = Date.now();
      const first = await group(`İlk Grup ${stamp}`);
      const second = await group(`İkinci Grup ${stamp}`);
      const created = await injectRoute(
        t,
        usersApi.createUser,
        {
          body: {
            email: `grup${stamp}@example.com`,
            name: 'Grup Bayi',
            companyName: 'Grup Parça Ltd.',
            role: Role.Kullanici,
            priceGroupId: first,
          },
        },
        admin.headers,
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const moved = await injectRoute(
        t,
        usersApi.updateUser,
        { params: { id }, body: { priceGroupId: second } },
        admin.headers,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const [update, create] = await entriesOf('user', id);
      expect(create.changes.priceGroup).toEqual([null, `İlk Grup ${stamp}`]);
      expect(update.changes).toEqual({ priceGroup: [`İlk Grup ${stamp}`, `İkinci Grup ${stamp}`] });

      await setDollarRate(t, admin.headers, 40);
      const payment = await addPayment(t, admin.headers, {
        userId: id,
        amount: 50,
        currency: 'USD',
        method: 1,
        paidAt: turkeyDayFromToday(),
      });
      const [recorded] = await entriesOf('payment', payment.id);
      expect(recorded.changes.dealer).toEqual([null, 'Grup Bayi (Grup Parça Ltd.)']);
      expect(JSON.stringify([update, create, recorded])).not.toMatch(/priceGroupId|userId|orderLineId/);
    });

    it('a price group', async () => {
      const body = {
        name: `Aktivite Grubu ${Date.now()}`,
        rules: [{ target: 'all', targetId: null, discountPercent: 3 }],
      };
      const created = await injectRoute(t, priceGroupsApi.createPriceGroup, { body } as never, admin.headers);
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const rules = [{ target: 'all', targetId: null, discountPercent: 4 }];
      const updated = await injectRoute(
        t,
        priceGroupsApi.updatePriceGroup,
        { body: { id, ...body, rules } } as never,
        admin.headers,
      );
      expect(updated.statusCode, updated.body).toBe(200);
      const [entry] = await entriesOf('priceGroup', id);
      expect(entry.changes).toEqual({ rules: [body.rules, rules] });
    });

    it('an applied import: one summary entry with its counts; a dry run none', async () => {
      const item = await createOrderable(t, admin.headers);
      const rows = [
        ['Stok Kodu', 'Ürün ID', 'Ürün Adı', 'Açıklama'],
        [item.stockCode, '', '', 'Aktivite açıklaması'],
      ];
      const before = (await entriesOf('import')).length;
      await importOk(t, admin.headers, importsApi.updateDescriptions, { data: csvText(rows) });
      expect(await entriesOf('import')).toHaveLength(before);
      await importOk(t, admin.headers, importsApi.updateDescriptions, { data: csvText(rows) }, {});
      const [entry] = await entriesOf('import');
      expect(entry).toMatchObject({ action: 'import', actor: { id: admin.user.id }, changes: { update: [null, 1] } });
      expect(entry.summary).toContain('Ürün açıklamalarını güncelle');
    });

    it('a setting: the KDV rate', async () => {
      await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 18 } }, admin.headers);
      await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 20 } }, admin.headers);
      const [back, to18] = await entriesOf('setting');
      expect(to18.changes).toEqual({ kdvPercent: [20, 18] });
      expect(back.changes).toEqual({ kdvPercent: [18, 20] });
    });
  });

  describe('a refused write', () => {
    let before = 0;
    beforeEach(async () => {
      before = await countAll();
    });

    it('leaves no entry when the write rolls back (a bulk update with a moved quantity)', async () => {
      const stock = await createStockViaApi(t, admin.headers, { quantity: 5, priceUsd: 2 });
      before = await countAll();
      const res = await injectRoute(
        t,
        stocksApi.bulkUpdateStocks,
        { body: { items: [{ stockId: stock.id, priceUsd: 9, quantity: 7, expectedQuantity: 3 }] } },
        admin.headers,
      );
      expect(res.statusCode).toBe(409);
      expect(await countAll()).toBe(before);
    });

    it('leaves no entry for a rate out of range', async () => {
      const res = await injectRoute(t, ratesApi.putDolarKuru, { body: { dolarKuru: -1 } }, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(await countAll()).toBe(before);
    });
  });
});
