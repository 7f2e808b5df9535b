import { formatUsd } from '@parca/contract';
import { App } from 'antd';
import { bulk as t } from './messages';
import { shownPercent, type UnusualPrice } from './unusualPrices';
import './bulk.css';

/** The rows of the question: stock code, product and variant, old → new price and the change. */
function UnusualPriceList({ rows }: { rows: readonly UnusualPrice[] }) {
  return (
    <>
      <p>{t.unusualText}</p>
      <ul className="blk-unusual" aria-label={t.unusualListLabel}>
        {rows.map((row) => (
          <li key={row.stockId}>
            <span className="blk-unusual-name">
              <strong className="blk-unusual-code">{row.stockCode}</strong> {row.productName} ({row.variantName})
            </span>
            <span className="blk-unusual-change">
              {formatUsd(row.oldPriceUsd)} → <strong>{formatUsd(row.newPriceUsd)}</strong>{' '}
              <span className="blk-unusual-percent">
                {t.unusualChange(shownPercent(row.changePercent), row.changePercent > 0)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Asks once before a save that carries unusual price changes, listing them: resolves true for "Yine de kaydet", false
 * for "Geri dön" (the edits stay for a second look). "Geri dön" has the focus: Enter must not save a slip.
 */
export function useUnusualPriceConfirm() {
  const { modal } = App.useApp();
  return (rows: readonly UnusualPrice[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t.unusualTitle(rows.length),
        content: <UnusualPriceList rows={rows} />,
        okText: t.unusualSave,
        okButtonProps: { danger: true },
        cancelText: t.unusualBack,
        autoFocusButton: 'cancel',
        width: 600,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
