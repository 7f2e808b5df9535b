import {
  type CreditLimitExceeded,
  formatInteger,
  formatRate,
  ORDER_NOTE_MAX,
  type Order,
  sharedDiscountPercent,
  toRateUnits,
} from '@parca/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Empty, Input, Result, Spin } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client';
import { orderKeys, quoteCart, useCreateOrder } from '../../api/orders';
import { getMyAccount, paymentKeys } from '../../api/payments';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { toast } from '../../ui/kit/toast';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { useDebounced } from '../../ui/useDebounced';
import { useSubmissionKey } from '../../ui/useSubmissionKey';
import { OrderTotals } from '../orders';
import { CartLines } from './CartLines';
import { AvailableLimit, CreditRefusal } from './CreditLimit';
import { removeLine, replaceCart, setLineQuantity } from './cartEdits';
import { parseCart } from './cartItems';
import { capToAvailable, cartLineViews, cartQuoteLines, orderLinesOf, type RefusalMarks } from './cartLines';
import { useCartRaw } from './cartStorage';
import { cartPage } from './messages';
import { QuickOrder } from './QuickOrder';
import { creditRefusal, refusalMarks } from './refusal';
import './cart.css';

const t = cartPage;

/**
 * /sepetim — the signed-in user's cart, priced by the server as an order would be now (fresh price, discount, KDV,
 * rate and stock), with quick order above it. "Siparişi Tamamla" places the order; a refusal marks the lines it names
 * and keeps the cart.
 */
export default function CartPage() {
  const navigate = useNavigate();
  const noteId = useId();
  const raw = useCartRaw();
  const items = useMemo(() => parseCart(raw), [raw]);
  // a stepper's clicks settle before the cart is priced again
  const settledRaw = useDebounced(raw, 300);
  const body = useMemo(() => ({ lines: cartQuoteLines(parseCart(settledRaw)) }), [settledRaw]);
  const quote = useQuery({
    queryKey: orderKeys.quote(body),
    queryFn: () => quoteCart(body),
    enabled: body.lines.length > 0,
    placeholderData: keepPreviousData,
    // availability is what the steppers are bounded by: read it on every visit and when the tab comes back
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  // the limit left to order with: shown beside the totals when the dealer has one
  const account = useQuery({ queryKey: paymentKeys.myAccount, queryFn: getMyAccount });
  const [marks, setMarks] = useState<RefusalMarks>();
  const [creditRefused, setCreditRefused] = useState<{ raw: string | null; figures: CreditLimitExceeded }>();
  const [note, setNote] = useState('');
  const [placed, setPlaced] = useState<Order>();

  // a refusal speaks of the cart it was sent from: any edit since makes it stale
  const liveMarks = marks && marks.raw === raw ? marks : undefined;
  const liveCreditRefusal = creditRefused?.raw === raw ? creditRefused.figures : undefined;
  const lines = useMemo(() => cartLineViews(items, quote.data, liveMarks), [items, quote.data, liveMarks]);
  const sendable = orderLinesOf(lines);
  const shortCount = lines.filter((l) => l.short).length;
  const problemCount = lines.filter((l) => l.problem).length;

  // one Idempotency-Key per submission, kept for a retry after a failure that may have placed the order
  const submission = useSubmissionKey();
  const place = useCreateOrder({
    onSettled: (_order, err) => submission.finish(err),
    onSuccess: (order) => {
      setPlaced(order);
      try {
        replaceCart([]);
      } catch {
        toast.error(t.saveFailed);
      }
      toast.success(t.placed(order.orderNo));
      navigate(paths.myOrders({ order: order.id }));
    },
    onError: (err) => {
      const overLimit = err instanceof ApiError ? creditRefusal(err) : undefined;
      if (overLimit) {
        setCreditRefused({ raw, figures: overLimit });
        toast.error(errorMessage(err, t.limit.refusedTitle));
        return;
      }
      const refusal = err instanceof ApiError ? refusalMarks(err, raw) : undefined;
      if (!refusal) {
        toast.error(errorMessage(err, t.orderFailed));
        return;
      }
      setMarks(refusal.marks);
      toast.error(refusal.kind === 'short' ? t.insufficient : t.unavailable);
      void quote.refetch();
    },
  });

  // synchronous, so a double click or a second Enter before the button shows its spinner sends nothing more
  const submit = () => {
    const order = { lines: sendable, note: note.trim() || undefined };
    const key = submission.start(order);
    if (key) place.mutate({ order, key });
  };

  const save = (edit: () => void) => {
    try {
      edit();
    } catch {
      toast.error(t.saveFailed);
    }
  };

  if (placed) return <Result status="success" title={t.placedTitle} subTitle={placed.orderNo} icon={<Spin />} />;

  const empty = items.length === 0;
  const rateUnits = quote.data ? toRateUnits(quote.data.dolarKuru) : undefined;
  const updating = raw !== settledRaw || quote.isFetching;

  return (
    <div className="cart-page">
      <PageHeader
        title={t.title}
        subtitle={empty ? undefined : `${t.lineCount(formatInteger(items.length))} · ${t.subtitle}`}
      />
      <Collapse
        className="cart-quick-panel"
        defaultActiveKey={empty ? ['quick'] : []}
        items={[{ key: 'quick', label: t.quick.title, children: <QuickOrder /> }]}
      />
      {empty ? (
        <Card>
          <Empty description={t.empty}>
            <p className="cart-empty-text">{t.emptyText}</p>
            <Button type="primary" onClick={() => navigate(paths.home)}>
              {t.backToCatalog}
            </Button>
          </Empty>
        </Card>
      ) : (
        <div className="cart-layout">
          <Card className="cart-lines-card">
            {quote.isError && (
              <LoadError
                error={quote.error}
                fallback={t.quoteFailed}
                retry={quote.refetch}
                style={{ marginBottom: 12 }}
              />
            )}
            {problemCount > 0 && (
              <Alert
                type="warning"
                showIcon
                className="cart-alert"
                title={t.problemAlert(formatInteger(problemCount))}
              />
            )}
            {shortCount > 0 && (
              <Alert
                type="error"
                showIcon
                className="cart-alert"
                title={
                  <span className="cart-alert-body">
                    <span>{t.shortAlert(formatInteger(shortCount))}</span>
                    <Button size="small" onClick={() => save(() => replaceCart(capToAvailable(items, lines)))}>
                      {t.fixShort}
                    </Button>
                  </span>
                }
              />
            )}
            <CartLines
              lines={lines}
              rateUnits={rateUnits}
              discountPercent={quote.data?.discountPercent}
              onQuantity={(line, quantity) => save(() => setLineQuantity(line.item.productVariantId, quantity))}
              onRemove={(line) =>
                save(() => {
                  removeLine(line.item.productVariantId);
                  toast.info(t.removed(msg.cart.item(line.productName, line.variantName)));
                })
              }
            />
          </Card>
          <Card className="cart-summary" title={t.summaryTitle}>
            <div className={updating ? 'cart-totals cart-updating' : 'cart-totals'} aria-busy={updating}>
              {quote.data ? (
                <>
                  <OrderTotals
                    figures={quote.data.totals}
                    discountPercent={sharedDiscountPercent(quote.data.lines.filter((l) => l.problem === null))}
                    kdvPercent={quote.data.kdvPercent}
                  />
                  <span className="cart-terms">{t.terms(formatRate(quote.data.dolarKuru, 4))}</span>
                </>
              ) : (
                <Spin aria-label={t.priceUpdating} />
              )}
            </div>
            <AvailableLimit
              account={account.data}
              totalCents={quote.data?.totals.usd.total}
              refused={liveCreditRefusal !== undefined}
            />
            {liveCreditRefusal && (
              <CreditRefusal
                refusal={liveCreditRefusal}
                dolarKuru={account.data?.dolarKuru ?? quote.data?.dolarKuru ?? 0}
              />
            )}
            <label htmlFor={noteId} className="cart-field-label">
              {t.noteLabel}
            </label>
            <Input.TextArea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={ORDER_NOTE_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t.notePlaceholder}
            />
            <Button
              type="primary"
              size="large"
              block
              className="cart-submit"
              loading={place.isPending}
              disabled={!quote.data || quote.isError || sendable.length === 0 || shortCount > 0}
              onClick={submit}
            >
              {t.submit}
            </Button>
          </Card>
        </div>
      )}
    </div>
  );
}
