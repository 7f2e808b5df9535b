import { type Availability, availabilityOf, formatInteger } from '@parca/contract';
import { dealer as t } from './messages';
import { useMyTerms } from './useMyTerms';
import './dealer.css';

/** "Stokta", "Son N adet" or "Stokta yok" for `available` units against a threshold (the contract's one rule). */
export function availabilityText(available: number, lowStockThreshold: number): { state: Availability; text: string } {
  const state = availabilityOf(available, lowStockThreshold);
  const text = state === 'out' ? t.outOfStock : state === 'low' ? t.lowStock(formatInteger(available)) : t.inStock;
  return { state, text };
}

/**
 * The availability word as a tag, at the shop's threshold, coloured like antd's tags from the theme's variables: a plain
 * span, since a model page draws one per variant row and each antd Tag is a component with its own style hooks.
 */
export function AvailabilityTag({ available }: { available: number }) {
  const { lowStockThreshold } = useMyTerms();
  const { state, text } = availabilityText(available, lowStockThreshold);
  return <span className={`app-stock-badge app-stock-badge-${state}`}>{text}</span>;
}

/** "En fazla N adet eklenebilir" under a quantity field asked for more: read out as it appears. */
export function AtMostNote({ most, id }: { most: number; id?: string }) {
  return (
    <span id={id} className="dp-limit" role="status">
      {t.atMost(formatInteger(most))}
    </span>
  );
}
