/**
 * Reading import files (issue 12) without a database: the encodings Turkish offices save CSV in, the three separators,
 * quoted cells, line numbers, and .xlsx through the streaming reader. Every file is also fed in chunks as small as one
 * byte, since an upload can split anywhere (inside a quoted cell, between the two bytes of "ş").
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecords, type SourceRecord, separatorOf } from '../src/modules/imports/csv.ts';
import { decodeText, looksLikeUtf8 } from '../src/modules/imports/decode.ts';
import { cellText, numberCell, xlsxRecords } from '../src/modules/imports/xlsx.ts';
import { chunked, csvText, type Encoding, encode, xlsxFile } from './import-fixtures.ts';

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const part of decodeText(stream)) out += part;
  return out;
}

async function records(bytes: Buffer, chunkSize = 1 << 16): Promise<SourceRecord[]> {
  const out: SourceRecord[] = [];
  for await (const r of csvRecords(decodeText(chunked(bytes, chunkSize)))) out.push(r);
  return out;
}

const turkish = 'Marka;Ürün Adı;Açıklama\r\nİnfinix;Şarj Soketi ğüşıöç;IĞÜŞİÖÇ kılıf\r\n';

describe('decoding', () => {
  it.each<Encoding>(['utf8', 'utf8-bom', 'windows-1254', 'utf16le'])(
    'reads %s, in any chunk size',
    async (encoding) => {
      const bytes = encode(turkish, encoding);
      for (const size of [1, 2, 3, 7, 64, 4096]) expect(await text(chunked(bytes, size))).toBe(turkish);
    },
  );

  it('decides at the first byte that is not ASCII, however late it comes', async () => {
    const late = `${'a;b\r\n'.repeat(20_000)}Şarj;ç\r\n`;
    expect(await text(chunked(encode(late, 'windows-1254'), 1000))).toBe(late);
    expect(await text(chunked(encode(late, 'utf8'), 1000))).toBe(late);
  });

  it('tells UTF-8 from Windows-1254 by the bytes, not by a guess from the letters', () => {
    expect(looksLikeUtf8(Buffer.from('çşğ', 'utf8'))).toBe(true);
    expect(looksLikeUtf8(encode('çşğ', 'windows-1254'))).toBe(false);
    // A sequence cut by the end of the sample is not held against it.
    expect(looksLikeUtf8(Buffer.from('ş', 'utf8').subarray(0, 1))).toBe(true);
  });
});

describe('CSV records', () => {
  const rows = [
    ['Stok Kodu', 'Ürün Adı', 'Fiyat USD'],
    ['APL-1', 'Ekran; "Orijinal"', '12,50'],
    ['APL-2', 'İki\nsatırlı ad', '1.250,00'],
    ['APL-3', '  boşluklu  ', '3'],
  ];

  it.each([';', ',', '\t'])(
    'reads separator %j, quotes and line breaks inside cells, in any chunk size',
    async (sep) => {
      const bytes = Buffer.from(csvText(rows, sep));
      for (const size of [1, 2, 5, 1 << 16]) {
        const got = await records(bytes, size);
        expect(got.map((r) => r.cells)).toEqual([rows[0], rows[1], rows[2], ['APL-3', 'boşluklu', '3']]);
        // Each record names the line it starts on: the two-line cell pushes the next record to line 5.
        expect(got.map((r) => r.line)).toEqual([1, 2, 3, 5]);
      }
    },
  );

  it('takes LF, CRLF and CR line ends, and a last line without one', async () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const got = await records(Buffer.from(`a;b${end}1;2${end}3;4`), 1);
      expect(got.map((r) => [r.line, r.cells])).toEqual([
        [1, ['a', 'b']],
        [2, ['1', '2']],
        [3, ['3', '4']],
      ]);
    }
  });

  it('chooses the header line’s most frequent separator, ; on a tie (Turkish Excel)', () => {
    expect(separatorOf('Stok Kodu;Adet;Fiyat USD')).toBe(';');
    expect(separatorOf('Stok Kodu,Adet,Fiyat USD')).toBe(',');
    expect(separatorOf('Stok Kodu\tAdet\tFiyat USD')).toBe('\t');
    expect(separatorOf('"Ad, Soyad";Adet')).toBe(';');
    expect(separatorOf('A,B;C')).toBe(';');
  });

  it('names a quote left open instead of swallowing the file silently', async () => {
    const got = await records(Buffer.from('a;b\r\n1;"açık\r\n2;3\r\n'));
    expect(got).toHaveLength(2);
    expect(got[1]).toMatchObject({ line: 2, problem: expect.stringMatching(/Tırnak/) });
  });
});

describe('.xlsx', () => {
  it('reads the first worksheet row by row: shared strings, numbers the Turkish way, blank cells', async () => {
    const file = await xlsxFile([
      ['Stok Kodu', 'Ürün Adı', 'Fiyat USD', 'Adet'],
      ['APL-1', 'Şarj Soketi', 12.5, 10],
      ['APL-2', null, 0.1 + 0.2, 0],
      [],
      ['APL-4', 'Kılıf', 1250, null],
    ]);
    for (const size of [1 << 16, 1000]) {
      const got: SourceRecord[] = [];
      for await (const r of xlsxRecords(chunked(file, size))) got.push(r);
      expect(got.map((r) => [r.line, r.cells])).toEqual([
        [1, ['Stok Kodu', 'Ürün Adı', 'Fiyat USD', 'Adet']],
        [2, ['APL-1', 'Şarj Soketi', '12,5', '10']],
        [3, ['APL-2', '', '0,3', '0']],
        [5, ['APL-4', 'Kılıf', '1250']],
      ]);
    }
  });

  it('reads formulas by their result, rich text and links by their text', () => {
    expect(cellText({ formula: 'A1*2', result: 24.5 })).toBe('24,5');
    expect(cellText({ richText: [{ text: 'Şarj ' }, { text: 'Soketi' }] })).toBe('Şarj Soketi');
    expect(cellText({ text: 'APL-1', hyperlink: 'https://example.com' })).toBe('APL-1');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(numberCell(1e3)).toBe('1000');
    expect(numberCell(45.9)).toBe('45,9');
  });

  it('stops at a zip that is no workbook with an error, not a hang', async () => {
    const notXlsx = Buffer.from('PK\u0003\u0004 this is no zip at all');
    await expect(
      (async () => {
        for await (const _ of xlsxRecords(Readable.from([notXlsx]))) {
          // nothing to read
        }
      })(),
    ).rejects.toThrow();
  });
});
