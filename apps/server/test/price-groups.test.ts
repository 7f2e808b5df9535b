import {
  lineFigures,
  type Order,
  OrderStatus,
  ordersApi,
  type PriceGroup,
  priceGroupsApi,
  priceListApi,
  type UserDetail,
  usersApi,
} from '@parca/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import {
  addProductVariantViaApi,
  createCategory,
  createModel,
  createModelTree,
  createProductViaApi,
  createVariant,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';
import { checkLedgerAfterEach } from './ledger-fixtures.ts';
import { placeOrder, setDollarRate, signInDealer } from './order-fixtures.ts';

/** Price groups and a dealer's own rules: the calls, which rule prices a line, and what an order line keeps. */
describeEachDatabase('price groups', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  checkLedgerAfterEach(t);

  beforeAll(async () => {
    await setDollarRate(t, admin.headers, 40);
  });

  const create = (body: unknown, headers: Record<string, string> = admin.headers) =>
    injectRoute(t, priceGroupsApi.createPriceGroup, { body: body as never }, headers);
  const update = (body: unknown, headers: Record<string, string> = admin.headers) =>
    injectRoute(t, priceGroupsApi.updatePriceGroup, { body: body as never }, headers);
  const remove = (id: number, headers: Record<string, string> = admin.headers) =>
    injectRoute(t, priceGroupsApi.deletePriceGroup, { params: { id } }, headers);
  const list = (headers: Record<string, string> = admin.headers) =>
    injectRoute(t, priceGroupsApi.listPriceGroups, {}, headers);
  const setUser = (id: number, body: object) =>
    injectRoute(t, usersApi.updateUser, { params: { id }, body }, admin.headers);

  describe('the calls', () => {
    it('refuses the signed-out (401) and dealers (403) on every call', async () => {
      for (const headers of [{}, dealer.headers] as Record<string, string>[]) {
        const status = headers === dealer.headers ? 403 : 401;
        expect((await list(headers)).statusCode).toBe(status);
        expect((await create({ name: 'X', rules: [] }, headers)).statusCode).toBe(status);
        expect((await update({ id: 1, name: 'X', rules: [] }, headers)).statusCode).toBe(status);
        expect((await remove(1, headers)).statusCode).toBe(status);
      }
    });

    it('creates, lists, renames and deletes a group; the name is unique whatever the letter case', async () => {
      const res = await create({ name: 'Toptan Bayiler', rules: [{ target: 'all', discountPercent: 4.5 }] });
      expect(res.statusCode).toBe(201);
      const group = res.json() as PriceGroup;
      expect(group).toMatchObject({
        name: 'Toptan Bayiler',
        rules: [{ target: 'all', targetId: null, discountPercent: 4.5 }],
        dealerCount: 0,
      });
      expect(((await list()).json() as PriceGroup[]).map((g) => g.id)).toContain(group.id);
      const same = await create({ name: 'TOPTAN bayiler', rules: [] });
      expect(same.statusCode).toBe(409);
      const renamed = await update({ id: group.id, name: 'Toptan Bayiler 2', rules: [] });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Toptan Bayiler 2', rules: [] });
      expect((await remove(group.id)).statusCode).toBe(204);
      expect((await remove(group.id)).statusCode).toBe(404);
      expect((await update({ id: group.id, name: 'Yok', rules: [] })).statusCode).toBe(404);
    });

    it('refuses bad rules with 400 naming the field: no target id, a missing target, two rules for one target', async () => {
      const noId = await create({ name: 'G1', rules: [{ target: 'brand', discountPercent: 5 }] });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().message).toMatch(/Kural hedefi kimliği/);
      const missing = await create({
        name: 'G1',
        rules: [{ target: 'category', targetId: 2_000_000_000, discountPercent: 5 }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/Kategori #2000000000 bulunamadı/);
      const percent = await create({ name: 'G1', rules: [{ target: 'all', discountPercent: 101 }] });
      expect(percent.statusCode).toBe(400);
      expect(percent.json().message).toMatch(/İskonto/);
      const noName = await create({ name: '', rules: [] });
      expect(noName.statusCode).toBe(400);
    });

    it('refuses to delete a group with a dealer in it (409), and deletes it once the dealer leaves', async () => {
      const group = (await create({ name: 'Dolu Grup', rules: [] })).json() as PriceGroup;
      const member = await signInDealer(t);
      expect((await setUser(member.user.id, { priceGroupId: group.id })).statusCode).toBe(200);
      const refused = await remove(group.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/bayiler var/);
      expect(((await list()).json() as PriceGroup[]).find((g) => g.id === group.id)?.dealerCount).toBe(1);
      expect((await setUser(member.user.id, { priceGroupId: null })).statusCode).toBe(200);
      expect((await remove(group.id)).statusCode).toBe(204);
    });

    it('puts a dealer in a group and gives them own rules on the user; an unknown group or target is a 400', async () => {
      const group = (await create({ name: 'Kullanıcı Grubu', rules: [] })).json() as PriceGroup;
      const member = await signInDealer(t);
      const category = await createCategory(t.db);
      const res = await setUser(member.user.id, {
        priceGroupId: group.id,
        priceRules: [{ target: 'category', targetId: category.id, discountPercent: 12 }],
        discountPercent: 3,
      });
      expect(res.statusCode).toBe(200);
      const user = res.json() as UserDetail;
      expect(user).toMatchObject({ priceGroupId: group.id, priceGroupName: 'Kullanıcı Grubu', discountPercent: 3 });
      expect(user.priceRules).toEqual([
        { target: 'category', targetId: category.id, discountPercent: 12 },
        { target: 'all', targetId: null, discountPercent: 3 },
      ]);
      // discountPercent alone replaces only the rule for everything
      const again = (await setUser(member.user.id, { discountPercent: 0 })).json() as UserDetail;
      expect(again.priceRules).toEqual([{ target: 'category', targetId: category.id, discountPercent: 12 }]);
      const noGroup = await setUser(member.user.id, { priceGroupId: 2_000_000_000 });
      expect(noGroup.statusCode).toBe(400);
      expect(noGroup.json().message).toMatch(/Fiyat grubu/);
      const noTarget = await setUser(member.user.id, {
        priceRules: [{ target: 'product', targetId: 2_000_000_000, discountPercent: 1 }],
      });
      expect(noTarget.statusCode).toBe(400);
      expect(noTarget.json().message).toMatch(/Ürün #2000000000 bulunamadı/);
    });
  });

  describe('pricing by the rules', () => {
    /** A brand with one series and model; products in two categories; one variant each at 10,00 $. */
    async function catalogue() {
      const tree = await createModelTree(t.db);
      const otherModel = await createModel(t.db, tree.series.id);
      const [screens, cases] = [await createCategory(t.db), await createCategory(t.db)];
      const product = async (categoryId: number) => {
        const p = await createProductViaApi(t, admin.headers, { categoryId, modelIds: [tree.model.id, otherModel.id] });
        const variantId = (await createVariant(t.db)).id;
        const pv = await addProductVariantViaApi(t, admin.headers, {
          productId: p.id,
          variantId,
          stock: { quantity: 20, priceUsd: 10 },
        });
        return { productId: p.id, productVariantId: pv.productVariantId };
      };
      return {
        tree,
        screens,
        cases,
        screen: await product(screens.id),
        caseA: await product(cases.id),
        caseB: await product(cases.id),
      };
    }

    it('prices each line by its most specific rule, own over group; the order lines keep the rule and the net price', async () => {
      const c = await catalogue();
      const group = (
        await create({
          name: 'Kategori Grubu',
          rules: [
            { target: 'all', discountPercent: 2 },
            { target: 'brand', targetId: c.tree.brand.id, discountPercent: 4 },
            { target: 'category', targetId: c.cases.id, discountPercent: 10 },
          ],
        })
      ).json() as PriceGroup;
      const buyer = await signInDealer(t);
      await setUser(buyer.user.id, {
        priceGroupId: group.id,
        priceRules: [
          { target: 'category', targetId: c.cases.id, discountPercent: 7 },
          { target: 'product', targetId: c.caseB.productId, discountPercent: 25 },
        ],
      });
      const order = await placeOrder(t, buyer.headers, [
        { productVariantId: c.screen.productVariantId, quantity: 2 },
        { productVariantId: c.caseA.productVariantId, quantity: 1 },
        { productVariantId: c.caseB.productVariantId, quantity: 3 },
      ]);
      expect(order.lines.map((l) => [l.ruleKind, l.discountPercent, l.unitPriceCents, l.netUnitPriceCents])).toEqual([
        ['brand', 4, 1000, 960],
        ['category', 7, 1000, 930],
        ['product', 25, 1000, 750],
      ]);
      const terms = (bp: number) => ({ discountBasisPoints: bp, kdvPercent: 20, rateUnits: 400_000 });
      expect(order.lines[0].figures).toEqual(lineFigures(1000, 2, terms(400)));
      expect(order.lines[2].figures.usd.discount).toBe(750);
      expect(order.totals.usd.discount).toBe(80 + 70 + 750);

      // The rules change after ordering: the order keeps its figures, its confirmation too.
      await update({ id: group.id, name: 'Kategori Grubu', rules: [{ target: 'all', discountPercent: 50 }] });
      await setUser(buyer.user.id, { priceRules: [] });
      const read = (
        await injectRoute(t, ordersApi.getOrder, { params: { id: order.id } }, buyer.headers)
      ).json() as Order;
      expect(read.lines).toEqual(order.lines);
      expect(read.totals).toEqual(order.totals);
      const confirmed = await injectRoute(
        t,
        ordersApi.confirmOrder,
        { params: { id: order.id }, body: {} },
        admin.headers,
      );
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: OrderStatus.Onaylandi, totals: order.totals });

      // A return credits the line's own rule.
      const returned = await injectRoute(
        t,
        ordersApi.returnOrderProduct,
        { body: { orderLineId: order.lines[2].id, quantity: 1, reason: 'Arızalı' } },
        admin.headers,
      );
      expect(returned.statusCode).toBe(200);
      expect(returned.json().returned).toEqual(lineFigures(1000, 1, terms(2500)));

      // A new order is priced by today's rules: the group's 50 % for everything.
      const next = await placeOrder(t, buyer.headers, [{ productVariantId: c.caseA.productVariantId, quantity: 1 }]);
      expect(next.lines[0]).toMatchObject({ ruleKind: 'all', discountPercent: 50, netUnitPriceCents: 500 });
      expect(next.discountPercent).toBe(50);
    });

    it('quotes the cart with the rule each line would get', async () => {
      const c = await catalogue();
      const buyer = await signInDealer(t);
      await setUser(buyer.user.id, {
        priceRules: [{ target: 'series', targetId: c.tree.series.id, discountPercent: 12.5 }],
      });
      const res = await injectRoute(
        t,
        ordersApi.quoteCart,
        { body: { lines: [{ productVariantId: c.screen.productVariantId, quantity: 2 }] } },
        buyer.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().lines[0]).toMatchObject({ ruleKind: 'series', discountPercent: 12.5, netUnitPriceCents: 875 });
      expect(res.json().totals.usd.discount).toBe(250);
      // quick order names the same rule by the stock code
      const [code] = await query<{ stockCode: string }>(
        t.db,
        sql`select s.stock_code as "stockCode" from product_variants pv join stocks s on s.id = pv.stock_id
            where pv.id = ${c.screen.productVariantId}`,
      );
      const lookup = await injectRoute(
        t,
        ordersApi.lookupStockCodes,
        { body: { codes: [code.stockCode] } },
        buyer.headers,
      );
      expect(lookup.json().items[0]).toMatchObject({
        unitPriceCents: 1000,
        discountPercent: 12.5,
        netUnitPriceCents: 875,
      });

      // "Fiyat listem": the same net price, on screen and as a file for Turkish Excel, filtered by category
      const listed = await injectRoute(
        t,
        priceListApi.getMyPriceList,
        { query: { categoryId: c.screens.id, page: 1, pageSize: 20 } },
        buyer.headers,
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ total: 1 });
      expect(listed.json().items[0]).toMatchObject({
        stockCode: code.stockCode,
        unitPriceCents: 1000,
        discountPercent: 12.5,
        netUnitPriceCents: 875,
        availability: 'Stokta',
      });
      const byModel = await injectRoute(
        t,
        priceListApi.getMyPriceList,
        { query: { modelId: c.tree.model.id, brandId: c.tree.brand.id } },
        buyer.headers,
      );
      expect(byModel.json().total).toBe(3);
      const file = await injectRoute(
        t,
        priceListApi.exportMyPriceList,
        { query: { categoryId: c.screens.id, format: 'csv' } },
        buyer.headers,
      );
      expect(file.statusCode).toBe(200);
      expect(file.body.startsWith('\uFEFF')).toBe(true);
      const [header, row] = file.body
        .slice(1)
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(';'));
      expect(header).toEqual([
        'Stok Kodu',
        'Ürün',
        'Varyant',
        'Kategori',
        'Liste Fiyatı (USD)',
        'İskonto (%)',
        'Net Fiyat (USD)',
        'Durum',
      ]);
      expect(row[0]).toBe(code.stockCode);
      expect(row.slice(4)).toEqual(['10,00', '12,50', '8,75', 'Stokta']);
      const xlsx = await injectRoute(t, priceListApi.exportMyPriceList, { query: { format: 'xlsx' } }, buyer.headers);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await injectRoute(t, priceListApi.getMyPriceList, { query: {} }, {})).statusCode).toBe(401);
      const badFilter = await injectRoute(t, priceListApi.getMyPriceList, { query: { modelId: 'x' } }, buyer.headers);
      expect(badFilter.statusCode).toBe(400);
    });
  });
});
