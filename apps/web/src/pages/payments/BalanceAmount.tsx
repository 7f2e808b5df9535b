import { formatTryCents, formatUsdCents } from '@parca/contract';
import { type BalanceSide, balanceSide, tryAt } from './accountMoney';
import { account as t } from './messages';
import './account.css';

const sideWord: Record<BalanceSide, string> = { debt: t.debt, credit: t.credit, settled: '' };

/**
 * A balance as people read it: the amount without its sign and the word for its side ("Borç" when the dealer owes,
 * "Alacak" when owed), USD over TL at `dolarKuru` (no TL line without a rate: a running balance is in dollars).
 */
export function BalanceAmount({ cents, dolarKuru, large }: { cents: number; dolarKuru?: number; large?: boolean }) {
  const side = balanceSide(cents);
  const kurus = dolarKuru === undefined ? null : tryAt(Math.abs(cents), dolarKuru);
  return (
    <span className={large ? 'acc-amount acc-amount-large' : 'acc-amount'}>
      <span className="acc-amount-usd">
        {formatUsdCents(Math.abs(cents))}
        {side !== 'settled' && <span className={`acc-side acc-side-${side}`}>{sideWord[side]}</span>}
      </span>
      {kurus !== null && <span className="acc-amount-try">{formatTryCents(kurus)}</span>}
    </span>
  );
}

/** A plain amount (a limit, a debit, a credit): USD over TL at `dolarKuru` (USD alone without it). */
export function UsdTry({ cents, dolarKuru, large }: { cents: number; dolarKuru?: number; large?: boolean }) {
  const kurus = dolarKuru === undefined ? null : tryAt(cents, dolarKuru);
  return (
    <span className={large ? 'acc-amount acc-amount-large' : 'acc-amount'}>
      <span className="acc-amount-usd">{formatUsdCents(cents)}</span>
      {kurus !== null && <span className="acc-amount-try">{formatTryCents(kurus)}</span>}
    </span>
  );
}
