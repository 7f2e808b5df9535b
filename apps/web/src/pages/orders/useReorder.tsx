import { formatInteger, type Order } from '@parca/contract';
import { App, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { quoteCart } from '../../api/orders';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { AvailabilityTag } from '../../ui/dealer/Availability';
import { toast } from '../../ui/kit/toast';
import { readCart, writeCart } from '../cart';
import { orders } from './messages';
import { addReorderLines, planReorder, type ReorderResult, reorderQuoteBody, type SkippedLine } from './reorder';

const t = orders;

/**
 * "Tekrar Sipariş Ver": a past order's lines go into the cart as the catalogue sells them today (fresh quote), never
 * above the stock. When everything went in, a toast says so; otherwise a dialog lists what went in only in part and
 * what did not (no longer sold, out of stock) — nothing is left out silently.
 */
export function useReorder() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [reordering, setReordering] = useState<number>();

  const reorder = async (order: Order) => {
    setReordering(order.id);
    try {
      const body = reorderQuoteBody(order);
      const quote = body.lines.length > 0 ? await quoteCart(body) : { lines: [] };
      const plan = planReorder(order, quote);
      const cart = readCart();
      const result = addReorderLines(cart, plan.add);
      if (result.items !== cart) writeCart(result.items);
      const addedCount = result.added.length + result.capped.length;
      const skipped = [...plan.skipped, ...result.full.map(fullLine)];
      if (result.capped.length === 0 && skipped.length === 0) {
        toast.success(t.reorderAdded(formatInteger(addedCount)));
        return;
      }
      const content = <ReorderSummary result={result} skipped={skipped} />;
      const title = `${t.reorderTitle} — ${order.orderNo}`;
      if (addedCount === 0) modal.warning({ title, content, okText: t.close });
      else
        modal.confirm({
          title,
          content,
          okText: t.goToCart,
          cancelText: t.close,
          onOk: () => navigate(paths.cart),
        });
    } catch (err) {
      toast.error(errorMessage(err, t.reorderFailed));
    } finally {
      setReordering(undefined);
    }
  };
  return { reorder, reordering };
}

const fullLine = ({ product }: ReorderResult['full'][number]): SkippedLine => ({
  name: msg.cart.item(product.productName, product.variantName),
  stockCode: product.stockCode,
  reason: 'full',
});

function ReorderSummary({ result, skipped }: { result: ReorderResult; skipped: SkippedLine[] }) {
  const addedCount = result.added.length + result.capped.length;
  return (
    <div className="ord-reorder">
      <p>{addedCount > 0 ? t.reorderAdded(formatInteger(addedCount)) : t.reorderNoneAdded}</p>
      {result.capped.length > 0 && (
        <section aria-label={t.reorderCapped}>
          <h4>{t.reorderCapped}</h4>
          <ul>
            {result.capped.map(({ line, added }) => (
              <li key={line.product.productVariantId}>
                <Typography.Text strong>
                  {msg.cart.item(line.product.productName, line.product.variantName)}
                </Typography.Text>{' '}
                <span className="ord-mono">{line.product.stockCode}</span>{' '}
                <AvailabilityTag available={line.available} />
                <br />
                {t.cappedLine(formatInteger(added), formatInteger(line.quantity))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {skipped.length > 0 && (
        <section aria-label={t.reorderSkipped}>
          <h4>{t.reorderSkipped}</h4>
          <ul>
            {skipped.map((line) => (
              <li key={`${line.stockCode}-${line.name}`}>
                <Typography.Text strong>{line.name}</Typography.Text> <span className="ord-mono">{line.stockCode}</span>
                <br />
                <Typography.Text type="danger">{t.reorderReason[line.reason]}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
