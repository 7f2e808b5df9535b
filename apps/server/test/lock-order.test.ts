/**
 * The lock order of docs/architecture.md#lock-order (catalogue row, then stock rows by id, then orders, then ledger rows), kept by where the code
 * may take locks: the catalogue row is written in one place only, as the first statement of `catalogTransaction`,
 * stock rows are locked for writing in one place only, `lockStocksReading` (which `lockStocks` calls), in id order,
 * and the ledger (its entries and the dealers' balances) is written in one place only, `postLedgerEntries`. A new
 * write of any of them elsewhere fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../src');
const sources = (fs.readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f.split(path.sep).join('/'), text: fs.readFileSync(path.join(root, f), 'utf8') }));

it('writes the catalogue row only in catalogTransaction, before anything else', () => {
  const writers = sources.filter((s) => /update\s+catalogue_state/i.test(s.text)).map((s) => s.file);
  expect(writers).toEqual(['modules/catalog/version.ts']);
  const version = sources.find((s) => s.file === 'modules/catalog/version.ts')?.text ?? '';
  // The bump is the first thing the transaction does, and nothing else exports a way to bump it.
  expect(version).toMatch(/writeTransaction\(db, async \(tx\) => \{\s*await tx\.execute\(sql`update catalogue_state/);
  expect(version).not.toMatch(/export (async )?function bump/);
});

it('locks stock rows for an update only through lockStocks (id order) or one row by its id', () => {
  const multiRow = sources.filter((s) => /from stocks[^`]*any\([^`]*for update/i.test(s.text.replace(/\n/g, ' ')));
  expect(multiRow.map((s) => s.file)).toEqual(['modules/stocks/movements.ts']);
  const movements = multiRow[0].text;
  expect(movements).toMatch(/order by id for update/);
});

it('never runs a stock change inside a catalogue transaction from the orders module', () => {
  const orders = sources.filter((s) => s.file.startsWith('modules/orders/'));
  expect(orders.length).toBeGreaterThan(0);
  for (const s of orders) expect(s.text, s.file).not.toMatch(/catalogTransaction/);
});

it('writes ledger entries and balances only in postLedgerEntries, in one statement', () => {
  const ledgerWrite =
    /(insert\s+into|update|delete\s+from)\s+ledger_entries\b|\b(insert|update|delete)\(\s*ledgerEntries\b/i;
  const balanceWrite = /balance_cents\s*=|\.set\(\{[^}]*\bbalanceCents\b/i;
  // The demo's history dates what its steps posted to the moments they play (docs/operations.md#demo-data): dates only.
  expect(
    sources
      .filter((s) => ledgerWrite.test(s.text))
      .map((s) => s.file)
      .sort(),
  ).toEqual(['modules/payments/ledger.ts', 'seed/demo-history.ts']);
  const history = sources.find((s) => s.file === 'seed/demo-history.ts')?.text ?? '';
  const redated = /update ledger_entries set ([\s\S]*?)\s+where/.exec(history)?.[1] ?? '';
  const columns = [...redated.matchAll(/(\w+) = /g)].map((m) => m[1]);
  expect(new Set(columns)).toEqual(new Set(['created_at', 'updated_at', 'occurred_at']));
  expect(sources.filter((s) => balanceWrite.test(s.text)).map((s) => s.file)).toEqual(['modules/payments/ledger.ts']);
  const ledger = sources.find((s) => s.file === 'modules/payments/ledger.ts')?.text ?? '';
  // The entries and the balances they move in one statement: Σ entries = balance cannot be half written.
  expect(ledger).toMatch(/with posted as \(\s*insert into ledger_entries[\s\S]*update users u set balance_cents/);
});
