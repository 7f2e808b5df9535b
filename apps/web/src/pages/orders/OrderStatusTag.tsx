import { OrderStatus } from '@parca/contract';
import { Tag } from 'antd';
import { orderCommon } from './orderMessages';

const colors: Record<OrderStatus, string> = {
  [OrderStatus.Beklemede]: 'gold',
  [OrderStatus.Onaylandi]: 'green',
  [OrderStatus.Reddedildi]: 'red',
  [OrderStatus.Iptal]: 'default',
  [OrderStatus.KargoyaVerildi]: 'blue',
  [OrderStatus.TeslimEdildi]: 'cyan',
};

/** An order's status as a coloured tag with its Turkish name. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={colors[status]}>{orderCommon.status[status]}</Tag>;
}
