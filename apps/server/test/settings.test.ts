import { settingsApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

describeEachDatabase('settings', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  describe('access', () => {
    // route-table.test.ts checks 401 and 403 on every route; this checks that a refused write changes nothing.
    it('answers 403 to a dealer, changing nothing', async () => {
      const res = await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 5 } }, dealer.headers);
      expect(res.statusCode).toBe(403);
      expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json().kdvPercent).toBe(20);
    });
  });

  it('starts at KDV 20 and keeps what an Admin sets, with who set it', async () => {
    const initial = await injectRoute(t, settingsApi.getSettings, {}, admin.headers);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ kdvPercent: 20, lowStockThreshold: 5, updatedAt: expect.any(String) });

    const res = await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 0 } }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().kdvPercent).toBe(0);
    // the threshold was not sent: it stays as it was
    expect(res.json().lowStockThreshold).toBe(5);
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(initial.json().updatedAt).getTime(),
    );
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json()).toEqual(res.json());
    const [row] = await query<{ updatedBy: number }>(t.db, sql`select updated_by as "updatedBy" from settings`);
    expect(row.updatedBy).toBe(admin.user.id);

    await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 100 } }, admin.headers);
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json().kdvPercent).toBe(100);
    await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 20 } }, admin.headers);
  });

  it('refuses a rate outside 0–100 or not whole with 400 naming the field, changing nothing', async () => {
    for (const kdvPercent of [-1, 101, 18.5, '20', null]) {
      const res = await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent } as never }, admin.headers);
      expect(res.statusCode, String(kdvPercent)).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'kdvPercent' });
      expect(res.json().message).toMatch(/^KDV oranı/);
    }
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json().kdvPercent).toBe(20);
  });

  it('keeps the low-stock threshold an Admin sets, 0 to 1000, beside the KDV rate', async () => {
    for (const lowStockThreshold of [0, 1000, 12]) {
      const res = await injectRoute(
        t,
        settingsApi.updateSettings,
        { body: { kdvPercent: 20, lowStockThreshold } },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kdvPercent: 20, lowStockThreshold });
      expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json().lowStockThreshold).toBe(
        lowStockThreshold,
      );
    }
    // a KDV-only change leaves it alone
    await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 18 } }, admin.headers);
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json()).toMatchObject({
      kdvPercent: 18,
      lowStockThreshold: 12,
    });
    await injectRoute(t, settingsApi.updateSettings, { body: { kdvPercent: 20, lowStockThreshold: 5 } }, admin.headers);
  });

  it('refuses a threshold outside 0–1000 or not whole with 400 naming the field, changing nothing', async () => {
    for (const lowStockThreshold of [-1, 1001, 2.5, '5', null]) {
      const res = await injectRoute(
        t,
        settingsApi.updateSettings,
        { body: { kdvPercent: 10, lowStockThreshold } as never },
        admin.headers,
      );
      expect(res.statusCode, String(lowStockThreshold)).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'lowStockThreshold' });
      expect(res.json().message).toMatch(/^Az stok eşiği/);
    }
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json()).toMatchObject({
      kdvPercent: 20,
      lowStockThreshold: 5,
    });
  });

  it('refuses a dealer who sends a threshold with 403, changing nothing', async () => {
    const res = await injectRoute(
      t,
      settingsApi.updateSettings,
      { body: { kdvPercent: 20, lowStockThreshold: 50 } },
      dealer.headers,
    );
    expect(res.statusCode).toBe(403);
    expect((await injectRoute(t, settingsApi.getSettings, {}, admin.headers)).json().lowStockThreshold).toBe(5);
  });
});
