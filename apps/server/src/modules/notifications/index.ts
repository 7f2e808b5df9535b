/**
 * What other modules may use of the notifications: `notify` and the calls that write each event's notification in
 * the event's transaction (docs/domain.md#notifications).
 */
export {
  type CriticalCrossing,
  notifyMailFailed,
  notifyOrderCancelled,
  notifyOrderConfirmed,
  notifyOrderDeclined,
  notifyOrderDelivered,
  notifyOrderPlaced,
  notifyOrderShipped,
  notifyPasswordResetRequested,
  notifyPaymentReceived,
  notifyRateFetchFailed,
  notifyReturnCredited,
  notifyStocksCritical,
} from './events.ts';
export { type NotificationEvent, type NotificationRecipients, notify } from './notify.ts';
