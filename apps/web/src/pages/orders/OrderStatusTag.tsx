import { OrderStatus } from '@parca/contract';
import { orderCommon } from './orderMessages';
import '../../ui/kit/surfaces.css';
import './orderStatus.css';

const tones: Record<OrderStatus, string> = {
  [OrderStatus.Beklemede]: 'gold',
  [OrderStatus.Onaylandi]: 'green',
  [OrderStatus.Reddedildi]: 'red',
  [OrderStatus.Iptal]: 'default',
  [OrderStatus.KargoyaVerildi]: 'blue',
  [OrderStatus.TeslimEdildi]: 'cyan',
};

/** An order's status as a coloured tag with its Turkish name (antd's preset tag colours, drawn by the kit). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <span className={`kit-tag ord-status-${tones[status]}`}>{orderCommon.status[status]}</span>;
}
