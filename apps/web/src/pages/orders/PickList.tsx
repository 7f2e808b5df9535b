import { PrinterOutlined } from '@ant-design/icons';
import { formatDateTime, formatInteger, type Order } from '@parca/contract';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { msg } from '../../messages';
import { useIsPhone } from '../../ui/breakpoint';
import { PrintHead, PrintSheet, usePrint } from '../../ui/print/printing';
import { adminOrders } from './adminMessages';
import { pickListLines } from './adminOrderLogic';
import { orders } from './messages';
import { orderCommon } from './orderMessages';
import './orderPrint.css';
import './adminOrders.css';
import './adminPickPrint.css';

const t = adminOrders;

/** "Toplama Listesi": the order's lines by shelf and stock code, ticked off on screen while picking, or printed. */
export function PickList({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const { printing, print } = usePrint<Order>();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const lines = pickListLines(order.lines);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const toggle = (id: number, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Modal
        open={open}
        title={`${t.pickTitle}: ${order.orderNo}`}
        onCancel={onClose}
        width={760}
        centered={!phone}
        footer={[
          <Button key="close" onClick={onClose}>
            {t.pickClose}
          </Button>,
          <Button
            key="print"
            type="primary"
            icon={<PrinterOutlined aria-hidden />}
            disabled={lines.length === 0}
            onClick={() => print(order)}
          >
            {t.pickPrint}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">
          {t.pickHelp} {t.pickUnits(formatInteger(lines.length), formatInteger(units))}
        </Typography.Paragraph>
        {lines.length === 0 ? (
          <Typography.Paragraph>{t.pickEmpty}</Typography.Paragraph>
        ) : (
          <div className="adm-pick-scroll">
            <table className="adm-pick" aria-label={t.pickTitle}>
              <thead>
                <tr>
                  <th scope="col">{t.pickShelf}</th>
                  <th scope="col">{t.pickCode}</th>
                  <th scope="col">{t.pickProduct}</th>
                  <th scope="col" className="adm-num">
                    {t.pickQuantity}
                  </th>
                  <th scope="col" className="adm-tick">
                    {t.pickTick}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.id} className={picked.has(line.id) ? 'adm-picked' : undefined}>
                    <td className="adm-mono adm-shelf">{line.shelf ?? '—'}</td>
                    <td className="adm-mono">{line.stockCode}</td>
                    <td>
                      {line.productName}
                      {line.variantName && <span className="adm-muted"> · {line.variantName}</span>}
                    </td>
                    <td className="adm-num">{formatInteger(line.quantity)}</td>
                    <td className="adm-tick">
                      <Checkbox
                        checked={picked.has(line.id)}
                        onChange={(e) => toggle(line.id, e.target.checked)}
                        aria-label={t.pickTickLabel(line.stockCode)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Modal>
      {printing && <PickListSheet order={printing} />}
    </>
  );
}

/** The pick list on paper: the order, then shelf, code, product, variant, quantity and an empty box to tick by hand. */
function PickListSheet({ order }: { order: Order }) {
  const lines = pickListLines(order.lines);
  const dealer = order.dealer.company ? `${order.dealer.name} — ${order.dealer.company}` : order.dealer.name;
  return (
    <PrintSheet label={`${t.pickTitle} ${order.orderNo}`}>
      <PrintHead brand={msg.app.name} title={t.pickTitle} no={order.orderNo} />
      <p className="adm-print-facts">
        {dealer} · {formatDateTime(order.createdAt)} · {orderCommon.status[order.status]} ·{' '}
        {t.pickUnits(formatInteger(lines.length), formatInteger(lines.reduce((s, l) => s + l.quantity, 0)))}
      </p>
      <table className="adm-print-pick">
        <thead>
          <tr>
            <th scope="col">{t.pickNo}</th>
            <th scope="col">{t.pickShelf}</th>
            <th scope="col">{t.pickCode}</th>
            <th scope="col">{t.pickProduct}</th>
            <th scope="col">{t.pickVariant}</th>
            <th scope="col">{t.pickQuantity}</th>
            <th scope="col">{t.pickTick}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.id}>
              <td>{formatInteger(i + 1)}</td>
              <td className="adm-mono">{line.shelf ?? '—'}</td>
              <td className="adm-mono">{line.stockCode}</td>
              <td>{line.productName}</td>
              <td>{line.variantName}</td>
              <td>{formatInteger(line.quantity)}</td>
              <td>
                <span className="adm-print-box" aria-hidden />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && (
        <p className="ord-print-note">
          <strong>{orders.print.note}:</strong> {order.note}
        </p>
      )}
      <footer className="print-foot">{t.pickPrintedAt(formatDateTime(new Date()))}</footer>
    </PrintSheet>
  );
}
