import { type AccountSummary, formatInteger, formatRate } from '@parca/contract';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BalanceAmount, UsdTry } from './BalanceAmount';
import { account as t } from './messages';
import './account.css';

/**
 * Where a dealer stands: balance (Borç/Alacak), risk limit ("Limitsiz" without one), pending orders and the limit
 * left to order with, in USD and in TL at today's rate. `extra` holds the card's actions.
 */
export function BalanceCard({
  account,
  extra,
  error,
}: {
  /** Undefined while loading. */
  account: AccountSummary | undefined;
  extra?: ReactNode;
  /** Shown instead of the figures when they failed to load. */
  error?: ReactNode;
}) {
  return (
    <Card title={t.balanceTitle} extra={extra} className="acc-balance-card">
      {error ??
        (account ? (
          <Figures account={account} />
        ) : (
          // the figures' own layout with zeros, their text hidden and each value a shimmering bar (account.css): the
          // card has its final height, and nothing under it moves when the figures arrive (a phone's shift was 0.039)
          <div className="acc-figures-placeholder" aria-busy="true">
            <Figures account={placeholder} />
          </div>
        ))}
    </Card>
  );
}

/** As many lines as a dealer's figures with a limit: the ones a figure without a limit has, or more. */
const placeholder: AccountSummary = {
  balanceCents: 0,
  creditLimitCents: 0,
  pendingOrderCount: 0,
  pendingOrderCents: 0,
  availableCents: 0,
  dolarKuru: 1,
};

function Figures({ account: a }: { account: AccountSummary }) {
  const rate = a.dolarKuru;
  const over = a.availableCents !== null && a.availableCents < 0;
  return (
    <>
      <dl className="acc-figures">
        <Figure label={t.balance}>
          <BalanceAmount cents={a.balanceCents} dolarKuru={rate} large />
        </Figure>
        <Figure label={t.creditLimit}>
          {a.creditLimitCents === null ? (
            <span className="acc-unlimited">{t.unlimited}</span>
          ) : (
            <UsdTry cents={a.creditLimitCents} dolarKuru={rate} large />
          )}
        </Figure>
        <Figure label={t.pendingOrders} note={t.pendingOrderCount(formatInteger(a.pendingOrderCount))}>
          <UsdTry cents={a.pendingOrderCents} dolarKuru={rate} large />
        </Figure>
        <Figure label={t.available} note={over ? t.overLimit : undefined} danger={over}>
          {a.availableCents === null ? (
            <span className="acc-unlimited">{t.unlimited}</span>
          ) : (
            <UsdTry cents={a.availableCents} dolarKuru={rate} large />
          )}
        </Figure>
      </dl>
      <Typography.Text type="secondary" className="acc-rate-note">
        {rate > 0 ? t.atRate(formatRate(rate, 4)) : t.noRate}
      </Typography.Text>
    </>
  );
}

function Figure({
  label,
  note,
  danger,
  children,
}: {
  label: string;
  note?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={danger ? 'acc-figure acc-figure-danger' : 'acc-figure'}>
      <dt>{label}</dt>
      <dd>
        {children}
        {note && <span className="acc-figure-note">{note}</span>}
      </dd>
    </div>
  );
}
