import { formatDateTime, formatInteger, type Order, type OrderEventKind } from '@parca/contract';
import { Timeline, Typography } from 'antd';
import { msg } from '../../messages';
import { orders } from './messages';

const t = orders;

const colors: Record<OrderEventKind, string> = {
  placed: 'blue',
  confirmed: 'green',
  declined: 'red',
  cancelled: 'gray',
  returned: 'orange',
  shipped: 'blue',
  delivered: 'cyan',
};

/** An order's history, oldest first: what happened, who did it, when, and the note (a decline's reason, a return's). */
export function OrderHistory({ order }: { order: Order }) {
  const lines = new Map(order.lines.map((l) => [l.id, l]));
  return (
    <section className="ord-history" aria-label={t.historyTitle}>
      <h3>{t.historyTitle}</h3>
      <Timeline
        items={order.history.map((event, i) => {
          const line = event.orderLineId === null ? undefined : lines.get(event.orderLineId);
          return {
            key: `${event.kind}-${event.at}-${i}`,
            color: colors[event.kind],
            content: (
              <div>
                <Typography.Text strong>{t.history.kind[event.kind]}</Typography.Text>
                {line && event.quantity !== null && (
                  <Typography.Text>
                    {': '}
                    {t.history.returnedLine(
                      msg.cart.item(line.productName, line.variantName),
                      formatInteger(event.quantity),
                    )}
                  </Typography.Text>
                )}
                <div className="ord-history-when">
                  {formatDateTime(event.at)} · {event.actor?.name ?? t.history.system}
                </div>
                {event.note && <span className="ord-history-note">{event.note}</span>}
              </div>
            ),
          };
        })}
      />
    </section>
  );
}
