import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatInteger, MAX_ORDER_LINES, toRateUnits } from '@parca/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Table, type TableProps, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { lookupStockCodes } from '../../api/orders';
import { msg } from '../../messages';
import { AtMostNote, AvailabilityTag } from '../../ui/dealer/Availability';
import { DealerPrice, priceFor } from '../../ui/dealer/DealerPrice';
import { toast } from '../../ui/kit/toast';
import { useDolarKuru } from '../rates';
import { addItem } from './cartItems';
import { readCart, writeCart } from './cartStorage';
import { cartPage } from './messages';
import { matchQuickOrder, type QuickOrderFound, type QuickOrderSkipped } from './quickOrderMatch';
import { parseQuickOrder, type QuickOrderParse } from './quickOrderParse';
import { useCartQuantity } from './useCart';

const t = cartPage.quick;

/** What a check found, for the text it checked. */
interface Checked {
  text: string;
  parsed: QuickOrderParse;
  found: QuickOrderFound[];
  skipped: QuickOrderSkipped[];
}

const lineRefs = (numbers: number[]) => numbers.map((n) => formatInteger(n)).join(', ');

/**
 * Quick order: lines of `STOKKODU ADET` typed or pasted (an Excel copy works), checked against the catalogue on the
 * server (codes normalised there), then added to the cart. Every line that cannot go in is listed with why: unread
 * lines, unknown or passive codes, no stock.
 */
export function QuickOrder() {
  const inputId = useId();
  const helpId = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked>();
  const [problem, setProblem] = useState<string>();

  const check = useMutation({
    mutationFn: async (typed: string): Promise<Checked> => {
      const parsed = parseQuickOrder(typed);
      if (parsed.lines.length === 0) return { text: typed, parsed, found: [], skipped: [] };
      const { items } = await lookupStockCodes(parsed.lines.map((l) => l.code));
      return { text: typed, parsed, ...matchQuickOrder(parsed.lines, items) };
    },
    onSuccess: setChecked,
    onError: (err) => setProblem(errorMessage(err, t.lookupFailed)),
  });

  const onCheck = () => {
    setProblem(undefined);
    setChecked(undefined);
    const distinct = parseQuickOrder(text).lines.length;
    if (distinct > MAX_ORDER_LINES) return setProblem(t.tooMany(formatInteger(MAX_ORDER_LINES)));
    check.mutate(text);
  };

  const onAdd = () => {
    if (!checked) return;
    const cart = readCart();
    let items = cart;
    let added = 0;
    let capped = 0;
    for (const { product, line, match } of checked.found) {
      const step = addItem(items, product, line.quantity, match.available);
      items = step.items;
      if (step.added > 0) added += 1;
      if (step.capped && step.added > 0) capped += 1;
    }
    try {
      if (items !== cart) writeCart(items);
    } catch {
      toast.error(cartPage.saveFailed);
      return;
    }
    if (added === 0) toast.warning(t.addedNone);
    else if (capped > 0) toast.warning(t.addedCapped(formatInteger(added), formatInteger(capped)));
    else toast.success(t.added(formatInteger(added)));
    // what could not go in stays on screen with its reason; the text is cleared for the next paste
    setText('');
    setChecked((c) => (c && c.skipped.length + c.parsed.errors.length > 0 ? { ...c, found: [] } : undefined));
  };

  const nothingRead = checked && checked.parsed.lines.length === 0 && checked.parsed.errors.length === 0;

  return (
    <div className="cart-quick">
      <Typography.Paragraph type="secondary" id={helpId}>
        {t.help}
      </Typography.Paragraph>
      <label htmlFor={inputId} className="cart-field-label">
        {t.inputLabel}
      </label>
      <Input.TextArea
        id={inputId}
        aria-describedby={helpId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setChecked(undefined);
        }}
        placeholder={t.placeholder}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
        autoCapitalize="characters"
        className="cart-quick-input"
      />
      <div className="cart-quick-actions">
        <Button onClick={onCheck} loading={check.isPending} disabled={text.trim() === ''}>
          {t.check}
        </Button>
        {(text || checked) && (
          <Button
            type="text"
            onClick={() => {
              setText('');
              setChecked(undefined);
              setProblem(undefined);
            }}
          >
            {t.clear}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {problem && <Alert type="error" showIcon title={problem} className="cart-quick-block" />}
        {nothingRead && <Alert type="info" showIcon title={t.nothing} className="cart-quick-block" />}
        {checked && <CheckResult checked={checked} onAdd={onAdd} />}
      </div>
    </div>
  );
}

/**
 * The quantity a line asks for, and when it is more than can still go in (the stock less the cart's own), "En fazla N
 * adet eklenebilir" with what will be added: never a different figure without a word.
 */
function FoundQuantity({ found }: { found: QuickOrderFound }) {
  const inCart = useCartQuantity(found.product.productVariantId);
  const room = Math.max(0, found.match.available - inCart);
  const { quantity, lineNumbers } = found.line;
  return (
    <span className="cart-quick-qty">
      <span>{formatInteger(quantity)}</span>
      {lineNumbers.length > 1 && <Typography.Text type="secondary">{t.summed(lineRefs(lineNumbers))}</Typography.Text>}
      {quantity > room && (
        <>
          <AtMostNote most={room} />
          <Typography.Text type="warning">{room > 0 ? t.capped(formatInteger(room)) : t.nothingToAdd}</Typography.Text>
        </>
      )}
    </span>
  );
}

function CheckResult({ checked, onAdd }: { checked: Checked; onAdd: () => void }) {
  const { found, skipped, parsed } = checked;
  const rateUnits = toRateUnits(useDolarKuru().dolarKuru);
  const foundColumns: TableProps<QuickOrderFound>['columns'] = [
    {
      title: t.code,
      key: 'code',
      render: (_: unknown, f) => <span className="cart-mono">{f.match.stockCode}</span>,
    },
    {
      title: t.product,
      key: 'product',
      render: (_: unknown, f) => msg.cart.item(f.product.productName, f.product.variantName),
    },
    {
      title: t.unitPrice,
      key: 'price',
      align: 'right',
      render: (_: unknown, f) => (
        <DealerPrice price={priceFor(f.match.unitPriceCents, 1, f.match.discountPercent, rateUnits)} />
      ),
    },
    {
      title: t.quantity,
      key: 'quantity',
      align: 'right',
      render: (_: unknown, f) => <FoundQuantity found={f} />,
    },
    {
      title: t.availability,
      key: 'available',
      render: (_: unknown, f) => <AvailabilityTag available={f.match.available} />,
    },
  ];
  return (
    <>
      {found.length > 0 && (
        <section className="cart-quick-block" aria-label={t.foundLabel}>
          <Typography.Text strong>{t.found(formatInteger(found.length))}</Typography.Text>
          <Table<QuickOrderFound>
            className="cart-quick-table"
            rowKey={(f) => f.match.stockCode}
            size="small"
            columns={foundColumns}
            dataSource={found}
            pagination={false}
            scroll={{ x: 640 }}
          />
          <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={onAdd}>
            {t.add}
          </Button>
        </section>
      )}
      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="cart-quick-block"
          title={t.skippedLabel}
          description={
            <ul className="cart-quick-list" aria-label={t.skippedLabel}>
              {skipped.map((s) => (
                <li key={s.stockCode}>
                  <span className="cart-mono">{s.line.code}</span> — {t.problem[s.reason]}{' '}
                  <Typography.Text type="secondary">({t.lineRef(lineRefs(s.line.lineNumbers))})</Typography.Text>
                </li>
              ))}
            </ul>
          }
        />
      )}
      {parsed.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="cart-quick-block"
          title={t.errorsLabel}
          description={
            <ul className="cart-quick-list" aria-label={t.errorsLabel}>
              {parsed.errors.map((e) => (
                <li key={e.lineNumber}>
                  {t.lineRef(formatInteger(e.lineNumber))}: <span className="cart-mono">“{e.text}”</span> —{' '}
                  {t.lineProblem[e.problem]}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
