import { formatInteger } from '@parca/contract';
import { Tag } from 'antd';
import { stocks } from './messages';

/** Out of stock at 0, critical at or below the critical level. */
export function stockLevel(quantity: number, criticalLevel: number): 'out' | 'critical' | 'ok' {
  if (quantity <= 0) return 'out';
  return quantity <= criticalLevel ? 'critical' : 'ok';
}

/** A stock's quantity: a red tag at or below the critical level, "Tükendi" at 0. */
export function StockQuantity({ quantity, criticalLevel }: { quantity: number; criticalLevel: number }) {
  const level = stockLevel(quantity, criticalLevel);
  if (level === 'ok') return <span className="app-tabular">{formatInteger(quantity)}</span>;
  return (
    <Tag color="error" variant="filled" className="app-tabular" style={{ marginInlineEnd: 0 }}>
      {level === 'out' ? stocks.outOfStock : formatInteger(quantity)}
    </Tag>
  );
}
