import { OrderStatus } from '@parca/contract';
import { Tag } from 'antd';
import { msg } from '../../messages';

const colors: Record<OrderStatus, string> = {
  [OrderStatus.Beklemede]: 'gold',
  [OrderStatus.Onaylandi]: 'green',
  [OrderStatus.Reddedildi]: 'red',
  [OrderStatus.Iptal]: 'default',
};

/** An order's status as a coloured tag with its Turkish name. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={colors[status]}>{msg.orderCommon.status[status]}</Tag>;
}
