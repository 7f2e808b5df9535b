/**
 * What an import file may cost the server (issue 20): an .xlsx that inflates to 500 MB, a worksheet of a million empty
 * rows, and a refused upload that must not leave its keep-alive connection unable to carry the next request.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { importsApi } from '@parca/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceRecord } from '../src/modules/imports/csv.ts';
import { xlsxRecords } from '../src/modules/imports/xlsx.ts';
import { textRunAfter } from '../src/modules/imports/zip-limits.ts';
import { multipartBody } from './catalog-fixtures.ts';
import { describeEachDatabase, useApiSuite } from './helpers.ts';
import {
  deflatedEntry,
  handMadeXlsx,
  importOk,
  repeatedEntry,
  SHARED_STRINGS_HEAD,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetRow,
  uploadImport,
  xlsxFile,
} from './import-fixtures.ts';

const MB = 1024 * 1024;
const HEADER = ['Ürün ID', 'Açıklama'];
const route = importsApi.updateDescriptions;
const sheetOf = (xml: string) => deflatedEntry('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${xml}${SHEET_TAIL}`);

/** Three ways 0.5 MB of .xlsx becomes 500 MB: one shared string, millions of them, one worksheet cell. */
const bombs = {
  'one shared string of 500 MB': handMadeXlsx({
    sharedStrings: repeatedEntry(
      'xl/sharedStrings.xml',
      `${SHARED_STRINGS_HEAD}<si><t>`,
      'Şarj Soketi ',
      500 * MB,
      '</t></si></sst>',
    ),
    sheet: sheetOf(sheetRow(1, HEADER)),
  }),
  '500 MB of short shared strings': handMadeXlsx({
    sharedStrings: repeatedEntry(
      'xl/sharedStrings.xml',
      SHARED_STRINGS_HEAD,
      '<si><t>Şarj Soketi</t></si>',
      500 * MB,
      '</sst>',
    ),
    sheet: sheetOf(sheetRow(1, HEADER)),
  }),
  'a worksheet cell of 500 MB': handMadeXlsx({
    sheet: repeatedEntry(
      '',
      `${SHEET_HEAD}${sheetRow(1, HEADER)}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      'Ekran ',
      500 * MB,
      `</t></is></c></row>${SHEET_TAIL}`,
    ),
  }),
};

describe('.xlsx reading', () => {
  it('reads a workbook ExcelJS streamed out (sizes in data descriptors, as our templates and exports are)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
    const sheet = workbook.addWorksheet('Şablon');
    sheet.addRow(HEADER).commit();
    sheet.addRow([42, 'Çerçeveli ekran, ığüşöç']).commit();
    await workbook.commit();
    const file = Buffer.concat(chunks);
    expect(file.readUInt16LE(6) & 0x08).toBe(0x08);
    const got: SourceRecord[] = [];
    for await (const r of xlsxRecords(Readable.from([file]))) got.push(r);
    expect(got.map((r) => r.cells)).toEqual([HEADER, ['42', 'Çerçeveli ekran, ığüşöç']]);
  });

  it('leaves no temporary file or descriptor open when a workbook is stopped at its first row (a refused header)', async () => {
    // ExcelJS keeps a worksheet stored before the shared strings (as Excel stores it) in a temporary file.
    const file = await xlsxFile([HEADER, [1, 'x']]);
    const openFiles = () => fs.readdirSync('/proc/self/fd').length;
    // this process's (the `tmp` package names them tmp-<pid>-…): other test files read workbooks at the same time
    const tempFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;
    for await (const _ of xlsxRecords(Readable.from([file]))) break;
    const before = { open: openFiles(), temp: tempFiles() };
    for (let i = 0; i < 10; i++) for await (const _ of xlsxRecords(Readable.from([file]))) break;
    expect(tempFiles()).toBeLessThanOrEqual(before.temp);
    await expect.poll(openFiles).toBeLessThanOrEqual(before.open);
  });

  it('reads a hand-made workbook like the bombs below, when it is small', async () => {
    const file = handMadeXlsx({
      sharedStrings: repeatedEntry(
        'xl/sharedStrings.xml',
        SHARED_STRINGS_HEAD,
        '<si><t>Şarj Soketi</t></si>',
        MB,
        '</sst>',
      ),
      sheet: sheetOf(`${sheetRow(1, HEADER)}<row r="2"><c r="A2"><v>7</v></c><c r="B2" t="s"><v>3</v></c></row>`),
    });
    const got: SourceRecord[] = [];
    for await (const r of xlsxRecords(Readable.from([file]))) got.push(r);
    expect(got.map((r) => r.cells)).toEqual([HEADER, ['7', 'Şarj Soketi']]);
  });
});

describe('the longest text between two tags, counted across zlib’s pieces', () => {
  it('passes runs up to the limit, carries the last one into the next piece, and stops at one past it', () => {
    const piece = (text: string) => Buffer.from(text);
    // Runs are the bytes between two `<`: "t>abc" then "/t>", carried on.
    expect(textRunAfter(0, piece('<t>abc</t>'), 5)).toBe(3);
    expect(textRunAfter(0, piece('<t>abcd</t>'), 5)).toBe(-1);
    expect(textRunAfter(4, piece('a<'), 5)).toBe(0);
    expect(textRunAfter(4, piece('ab<'), 5)).toBe(-1);
    expect(textRunAfter(1, piece('xy'), 5)).toBe(3);
    const xml = Buffer.from('<c><t>Şarj Soketi</t></c>'.repeat(200_000));
    expect(textRunAfter(0, xml, MB)).toBe(3);
    expect(textRunAfter(0, Buffer.concat([xml, Buffer.alloc(MB + 1, 'a'), xml]), MB)).toBe(-1);
  });
});

describeEachDatabase('import limits', (target) => {
  const { t, admin } = useApiSuite(target);

  it('refuses three .xlsx bombs sent at once with 413 naming the file, each within 2 s, the process within +150 MB', async () => {
    // ExcelJS costs ~25 MB once loaded: load it before measuring.
    await importOk(t, admin.headers, route, { data: await xlsxFile([HEADER, [1, 'x']]), filename: 'a.xlsx' });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const answers = await Promise.all(
        Object.entries(bombs).map(async ([name, data]) => {
          const started = performance.now();
          const res = await uploadImport(t, admin.headers, route, { data, filename: `${name}.xlsx` });
          return { name, res, ms: performance.now() - started };
        }),
      );
      for (const { name, res, ms } of answers) {
        expect(res.statusCode, name).toBe(413);
        expect(res.json().details, name).toEqual([{ field: 'file', message: res.json().message }]);
        expect(res.json().message, name).toMatch(/açıldığında/);
        expect(ms, name).toBeLessThan(2000);
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / MB).toBeLessThan(150);
  });

  it('counts empty rows toward the line limit: a worksheet of a million of them is refused, not read to its end', async () => {
    // Broken at its end: a reader that got there would answer 400 (unreadable), not 413.
    const sheet = repeatedEntry(
      '',
      `${SHEET_HEAD}${sheetRow(1, HEADER)}`,
      '<row r="2"/>',
      12 * MB,
      `<row <<${SHEET_TAIL}`,
    );
    expect(sheet.size).toBeGreaterThan(1_000_000 * '<row r="2"/>'.length);
    const res = await uploadImport(t, admin.headers, route, { data: handMadeXlsx({ sheet }), filename: 'bos.xlsx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/50\.000 satır \(boş satırlar da sayılır\)/);
  });

  describe('a refused upload on a keep-alive connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends on one keep-alive connection: the refused upload, then a request that must answer at once. */
    async function refusedThenNext(bodyBytes: number) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // An old Excel file (.xls): refused at its first bytes.
        const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(bodyBytes)]);
        const form = multipartBody({
          file: { filename: 'eski.xls', contentType: 'application/vnd.ms-excel', data: xls },
        });
        const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
          new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean }>(
            (resolve, reject) => {
              const req = http.request({ agent, port, host: '127.0.0.1', method, path, headers }, (res) => {
                let text = '';
                res.setEncoding('utf8');
                res.on('data', (c) => (text += c));
                res.on('end', () =>
                  resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, reused: req.reusedSocket }),
                );
              });
              req.on('error', reject);
              req.end(body);
            },
          );
        const refused = await send(
          'POST',
          `/api${route.path}?dryRun=true`,
          { ...admin.headers, ...form.headers },
          form.payload,
        );
        expect(refused.status).toBe(400);
        expect(JSON.parse(refused.body).message).toMatch(/Eski Excel/);
        const started = performance.now();
        const next = await Promise.race([
          send('GET', '/api/users/whoami', admin.headers),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the next request hangs')), 1000)),
        ]);
        expect(next.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1000);
        return { refused, next };
      } finally {
        agent.destroy();
        t.app.server.closeAllConnections();
      }
    }

    it('a small one: the rest of the body is read past and the same connection answers the next request', async () => {
      const { refused, next } = await refusedThenNext(200 * 1024);
      expect(refused.headers.connection).toBe('keep-alive');
      expect(next.reused).toBe(true);
    });

    it('a large one: the answer closes the connection, and the next request (on a new one) answers at once', async () => {
      const { refused } = await refusedThenNext(8 * MB);
      expect(refused.headers.connection).toBe('close');
    });
  });
});
