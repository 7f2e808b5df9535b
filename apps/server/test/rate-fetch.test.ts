/**
 * The dollar rate from TCMB (issue 22): a local HTTP server serves TCMB-format files (a real-looking today.xml with
 * several currencies, a malformed one, a 404, a slow one, a holiday's, an absurd value); the rate, its history with
 * the source, the refusals that keep the last rate and tell the admins, and the schedule's once-per-slot.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Role, ratesApi } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { query } from '../src/db/client.ts';
import { istanbulClock } from '../src/lib/days.ts';
import { dueSlot, expectedRateDay, rateIsStale } from '../src/modules/rates/business-days.ts';
import { createRateSchedule } from '../src/modules/rates/schedule.ts';
import { withMargin } from '../src/modules/rates/tcmb-run.ts';
import { readTcmbUsd, TcmbFormatError } from '../src/modules/rates/tcmb-xml.ts';
import { createTestApp, describeEachDatabase, injectRoute, type Session, signIn, type TestApp } from './helpers.ts';

const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/tcmb-today.xml'), 'utf8');

/** The fixture as TCMB publishes it on `day` (YYYY-MM-DD). */
const bulletinOf = (day: string, xml = fixture) => {
  const [y, m, d] = day.split('-');
  return xml.replace(/Tarih="[^"]*" Date="[^"]*"/, `Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"`);
};

/** Wednesday 25 November 2026, 15:46 in Istanbul (UTC+3). */
const wednesday = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+03:00`);

describe('TCMB file and calendar rules', () => {
  it('reads RATE_SOURCE_URL, its timeout and the schedule switch from the environment', () => {
    expect(loadConfig({}).rateSource).toEqual({
      url: 'https://www.tcmb.gov.tr/kurlar/today.xml',
      timeoutMs: 10_000,
      schedule: true,
    });
    const local = {
      RATE_SOURCE_URL: 'http://127.0.0.1:9/k.xml',
      RATE_FETCH_TIMEOUT_MS: '500',
      RATE_FETCH_SCHEDULE: 'off',
    };
    expect(loadConfig(local).rateSource).toEqual({ url: 'http://127.0.0.1:9/k.xml', timeoutMs: 500, schedule: false });
    expect(() => loadConfig({ RATE_SOURCE_URL: 'ftp://tcmb' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_SOURCE_URL: 'ftp://tcmb' })).toThrow(/RATE_SOURCE_URL/);
  });

  it('reads the USD values of a real-looking file, and refuses what is not one', () => {
    expect(readTcmbUsd(fixture, 'ForexSelling')).toEqual({ day: '2026-11-26', value: 42.4545 });
    expect(readTcmbUsd(fixture, 'BanknoteSelling')).toEqual({ day: '2026-11-26', value: 42.5182 });
    const emptyBanknote = fixture.replace('<BanknoteSelling>42.5182</BanknoteSelling>', '<BanknoteSelling/>');
    expect(() => readTcmbUsd(emptyBanknote, 'BanknoteSelling')).toThrow(/BanknoteSelling alanı boş/);
    expect(() => readTcmbUsd(fixture.replace('42.4545', '42,4545'), 'ForexSelling')).toThrow(/sayı değil/);
    expect(() => readTcmbUsd(fixture.slice(0, 900), 'ForexSelling')).toThrow(TcmbFormatError);
    expect(() => readTcmbUsd(fixture.replace('CurrencyCode="USD"', 'CurrencyCode="XYZ"'), 'ForexSelling')).toThrow(
      /USD kuru yok/,
    );
    expect(() => readTcmbUsd('<html>Bakım</html>', 'ForexSelling')).toThrow(/Tarih_Date/);
  });

  it('adds the margin in whole ten-thousandths', () => {
    expect(withMargin(42.5182, 1.5)).toBe(43.156);
    expect(withMargin(42.4545, 0)).toBe(42.4545);
    expect(withMargin(40, 0.25)).toBe(40.1);
  });

  it('names the slot due: the fetch time, every 15 minutes until 18:00, business days only', () => {
    expect(dueSlot(wednesday('15:44'), '15:45')).toBeNull();
    expect(dueSlot(wednesday('15:45'), '15:45')).toBe('2026-11-25 15:45');
    expect(dueSlot(wednesday('16:14'), '15:45')).toBe('2026-11-25 16:00');
    expect(dueSlot(wednesday('17:59'), '15:45')).toBe('2026-11-25 17:45');
    expect(dueSlot(wednesday('18:00'), '15:45')).toBeNull();
    expect(dueSlot(new Date('2026-11-28T15:50:00+03:00'), '15:45')).toBeNull();
    expect(dueSlot(new Date('2026-11-29T15:50:00+03:00'), '15:45')).toBeNull();
  });

  it('calls a rate stale when older than one business day after 16:00', () => {
    expect(expectedRateDay(wednesday('15:59'))).toBe('2026-11-24');
    expect(expectedRateDay(wednesday('16:00'))).toBe('2026-11-25');
    // Monday morning still expects Friday's rate; Sunday too.
    expect(expectedRateDay(new Date('2026-11-30T10:00:00+03:00'))).toBe('2026-11-27');
    expect(expectedRateDay(new Date('2026-11-29T18:00:00+03:00'))).toBe('2026-11-27');
    const tuesdayRate = new Date('2026-11-24T15:46:00+03:00');
    expect(rateIsStale(tuesdayRate, wednesday('15:59'))).toBe(false);
    expect(rateIsStale(tuesdayRate, wednesday('16:00'))).toBe(true);
    expect(rateIsStale(null, wednesday('10:00'))).toBe(true);
  });
});

describeEachDatabase('dollar rate from TCMB', (target) => {
  /** What the local "TCMB" answers next. */
  let serving: 'today' | 'malformed' | 'missing' | 'slow' | 'holiday' | 'absurd' | { day: string } = 'today';
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    const today = istanbulClock(new Date()).day;
    const send = (body: string) => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    if (typeof serving === 'object') return send(bulletinOf(serving.day));
    if (serving === 'today') return send(bulletinOf(today));
    if (serving === 'malformed') return send(bulletinOf(today).slice(0, 1_200));
    if (serving === 'holiday') return send(bulletinOf('2026-01-01'));
    if (serving === 'absurd') return send(bulletinOf(today).replace('42.4545', '4245.45'));
    if (serving === 'missing') return res.writeHead(404).end('Not Found');
    // Slow: headers now, the file never within the timeout.
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.write('<?xml version="1.0" encoding="UTF-8"?>');
  });
  let t: TestApp;
  let admin: Session;
  let dealer: Session;
  let employee: Session;
  let setup: { url: string; timeoutMs: number };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    setup = { url: `http://127.0.0.1:${port}/kurlar/today.xml`, timeoutMs: 400 };
    t = await createTestApp(target, { rateSource: { ...setup, schedule: false } });
    admin = await signIn(t, Role.Admin);
    dealer = await signIn(t, Role.Kullanici);
    employee = await signIn(t, Role.Calisan);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const press = (headers?: Record<string, string>) => injectRoute(t, ratesApi.fetchDolarKuru, {}, headers);
  const history = async () => (await injectRoute(t, ratesApi.getDolarKuruHistory, {}, admin.headers)).json();
  const failedNotifications = async () =>
    (
      await query<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from notifications where kind = 'rate_fetch_failed' and user_id = ${admin.user.id}`,
      )
    )[0].n;

  it('only an admin may fetch or change the settings', async () => {
    expect((await press()).statusCode).toBe(401);
    expect((await press(dealer.headers)).statusCode).toBe(403);
    expect((await press(employee.headers)).statusCode).toBe(403);
    for (const route of [ratesApi.getRateSource, ratesApi.getRateFreshness]) {
      expect((await injectRoute(t, route, {})).statusCode).toBe(401);
      expect((await injectRoute(t, route, {}, dealer.headers)).statusCode).toBe(403);
    }
    const body = { field: 'BanknoteSelling', marginPercent: 1, fetchTime: '16:00' } as const;
    expect((await injectRoute(t, ratesApi.putRateSource, { body }, employee.headers)).statusCode).toBe(403);
    expect(requests).toBe(0);
  });

  it('shows the defaults and a stale rate before anything was fetched', async () => {
    const status = await injectRoute(t, ratesApi.getRateSource, {}, admin.headers);
    expect(status.json()).toEqual({
      field: 'ForexSelling',
      marginPercent: 0,
      fetchTime: '15:45',
      lastAttempt: null,
      updatedAt: null,
    });
    const fresh = await injectRoute(t, ratesApi.getRateFreshness, {}, admin.headers);
    expect(fresh.json()).toEqual({ stale: true, dolarKuru: 0, updatedAt: null });
  });

  it("takes TCMB's ForexSelling as the rate, with its source and who pressed", async () => {
    const res = await press(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().attempt).toMatchObject({ status: 'ok', dolarKuru: 42.4545, requestedBy: admin.user.name });
    expect(res.json().current.dolarKuru).toBe(42.4545);
    const current = await injectRoute(t, ratesApi.getDolarKuru, {}, dealer.headers);
    expect(current.json().dolarKuru).toBe(42.4545);
    // The admin still types one, and the history tells them apart.
    await injectRoute(t, ratesApi.putDolarKuru, { body: { dolarKuru: 42.5 } }, admin.headers);
    const items = (await history()).items;
    expect(items.slice(0, 2)).toMatchObject([
      { dolarKuru: 42.5, source: 'manual', changedBy: { id: admin.user.id } },
      { dolarKuru: 42.4545, source: 'tcmb', changedBy: { id: admin.user.id } },
    ]);
    const fresh = await injectRoute(t, ratesApi.getRateFreshness, {}, admin.headers);
    expect(fresh.json()).toMatchObject({ stale: false, dolarKuru: 42.5 });
  });

  it('uses the chosen value and margin', async () => {
    const body = { field: 'BanknoteSelling', marginPercent: 1.5, fetchTime: '16:00' } as const;
    const saved = await injectRoute(t, ratesApi.putRateSource, { body }, admin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(body);
    const res = await press(admin.headers);
    expect(res.json().current.dolarKuru).toBe(43.156);
    expect(res.json().attempt.message).toContain('BanknoteSelling');
    const reset = { field: 'ForexSelling', marginPercent: 0, fetchTime: '15:45' } as const;
    await injectRoute(t, ratesApi.putRateSource, { body: reset }, admin.headers);
  });

  it.each([
    [{ field: 'ForexBuying', marginPercent: 0, fetchTime: '15:45' }, 'field', /^Kur türü: /],
    [{ field: 'ForexSelling', marginPercent: 21, fetchTime: '15:45' }, 'marginPercent', /^Marj \(%\): /],
    [{ field: 'ForexSelling', marginPercent: 1.234, fetchTime: '15:45' }, 'marginPercent', /ondalık/],
    [{ field: 'ForexSelling', marginPercent: 0, fetchTime: '25:00' }, 'fetchTime', /^Alım saati: /],
    [{ field: 'ForexSelling', marginPercent: 0 }, 'fetchTime', /^Alım saati: /],
  ])('refuses the settings %j with 400 naming the field', async (body, field, message) => {
    const res = await injectRoute(t, ratesApi.putRateSource, { body: body as never }, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['missing', /HTTP 404/],
    ['malformed', /TCMB dosyası okunamadı/],
    ['slow', /0,4 saniyede yanıt vermedi/],
    ['holiday', /bugün kur yayımlamadı \(dosyadaki tarih 01\.01\.2026/],
    ['absurd', /4\.245,45.*aralığında değil/],
  ] as const)('keeps the last rate when the file is %s, and says why', async (kind, message) => {
    const before = await history();
    serving = kind;
    const res = await press(admin.headers);
    serving = 'today';
    expect(res.statusCode).toBe(200);
    expect(res.json().attempt).toMatchObject({ status: 'failed', dolarKuru: null });
    expect(res.json().attempt.message).toMatch(message);
    expect(res.json().current.dolarKuru).toBe(43.156);
    expect((await history()).total).toBe(before.total);
    const status = await injectRoute(t, ratesApi.getRateSource, {}, admin.headers);
    expect(status.json().lastAttempt).toMatchObject({ status: 'failed', message: res.json().attempt.message });
  });

  it('tells the admins in the bell once a day, in Turkish, where to look', async () => {
    expect(await failedNotifications()).toBe(1);
    const [row] = await query<{ title: string; body: string; link: string }>(
      t.db,
      sql`select title, body, link from notifications where kind = 'rate_fetch_failed' and user_id = ${admin.user.id}`,
    );
    expect(row).toMatchObject({ title: "Dolar kuru TCMB'den alınamadı", link: '/admin/dolar-kuru' });
    expect(row.body).toMatch(/HTTP 404.*Son kur geçerli kalıyor/);
    const [{ n }] = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where kind = 'rate_fetch_failed' and user_id = ${dealer.user.id}`,
    );
    expect(n).toBe(0);
  });

  it('fetches a scheduled slot once across two processes, and rests when the day has its rate', async () => {
    serving = { day: '2026-11-25' };
    const before = (await history()).total;
    const calls = requests;
    const [a, b] = await Promise.all([
      createRateSchedule(setup)(t.db, wednesday('15:46')),
      createRateSchedule(setup)(t.db, wednesday('15:46')),
    ]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(requests - calls).toBe(1);
    expect((await history()).total).toBe(before + 1);
    expect((await history()).items[0]).toMatchObject({ source: 'tcmb', changedBy: null, dolarKuru: 42.4545 });
    const slots = await query<{ slot: string; status: string }>(
      t.db,
      sql`select slot, status from rate_fetches where slot is not null order by id`,
    );
    expect(slots).toEqual([{ slot: '2026-11-25 15:45', status: 'ok' }]);
    // A later slot of the same day, in a third process: the day has its rate already.
    expect(await createRateSchedule(setup)(t.db, wednesday('16:01'))).toBeNull();
    expect(requests - calls).toBe(1);
    serving = 'today';
  });

  it('retries the next slot after a failed one, and never outside business hours', async () => {
    serving = 'missing';
    const thursday = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00+03:00`);
    const run = createRateSchedule(setup);
    expect((await run(t.db, thursday('15:50')))?.attempt.status).toBe('failed');
    // Same slot again in this process: nothing; the next slot: another try, which succeeds.
    expect(await run(t.db, thursday('15:59'))).toBeNull();
    serving = { day: '2026-11-26' };
    expect((await run(t.db, thursday('16:00')))?.attempt.status).toBe('ok');
    const calls = requests;
    expect(await run(t.db, thursday('18:05'))).toBeNull();
    expect(await run(t.db, new Date('2026-11-28T15:50:00+03:00'))).toBeNull();
    expect(requests).toBe(calls);
    serving = 'today';
  });
});
