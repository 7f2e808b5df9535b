import { formatNumber, formatTryCents, formatUsdCents, type StatementEntry } from '@parca/contract';
import { Tooltip } from 'antd';
import { tryAt } from './accountMoney';
import { account as t } from './messages';
import './account.css';

/**
 * A statement entry's debit or credit: USD over the lira that moved with it and the rate it moved at (a TL payment's
 * own, an order's). Money in dollars (a USD payment, an adjustment) moved no lira: a dash that says so.
 */
export function EntryAmount({ cents, entry }: { cents: number; entry: StatementEntry }) {
  return (
    <span className="acc-amount">
      <span className="acc-amount-usd">{formatUsdCents(cents)}</span>
      {entry.tryKurus === null || entry.rate === null ? (
        <Tooltip title={t.noLira}>
          <span className="acc-amount-try acc-no-lira" role="img" aria-label={t.noLira}>
            —
          </span>
        </Tooltip>
      ) : (
        <>
          <span className="acc-amount-try">{formatTryCents(entry.tryKurus)}</span>
          <span className="acc-amount-rate">{t.atRateShort(formatNumber(entry.rate, 4))}</span>
        </>
      )}
    </span>
  );
}

/** The closing balance's lira at today's rate, saying so ("Bugünkü kurla (42,1500): 6.973,30 ₺"); none without one. */
export function TodayLira({ cents, dolarKuru }: { cents: number; dolarKuru: number }) {
  const kurus = tryAt(Math.abs(cents), dolarKuru);
  if (kurus === null) return <span className="acc-today-lira">{t.noRate}</span>;
  return <span className="acc-today-lira">{t.atTodayRate(formatNumber(dolarKuru, 4), formatTryCents(kurus))}</span>;
}
