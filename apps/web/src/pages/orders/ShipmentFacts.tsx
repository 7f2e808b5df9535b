import { formatDateTime, formatInteger, type OrderShipment } from '@parca/contract';
import { orders } from './messages';

const t = orders.shipment;

/**
 * How a shipped order left, for the dealer and the admin alike: carrier, tracking number (a link to the carrier's own
 * page when it has one, in a new tab that cannot reach back to this one), packages, dates and the shipping note.
 */
export function ShipmentFacts({ shipment }: { shipment: OrderShipment }) {
  return (
    <section className="ord-shipment" aria-label={t.title}>
      <h3>{t.title}</h3>
      <dl>
        <div>
          <dt>{t.carrier}</dt>
          <dd>{shipment.carrierName}</dd>
        </div>
        {shipment.trackingNo && (
          <div>
            <dt>{t.trackingNo}</dt>
            <dd className="ord-tracking">
              {shipment.trackingUrl ? (
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.trackingLink(shipment.trackingNo)}
                >
                  {shipment.trackingNo}
                </a>
              ) : (
                shipment.trackingNo
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t.packages}</dt>
          <dd>{formatInteger(shipment.packages)}</dd>
        </div>
        <div>
          <dt>{t.shippedAt}</dt>
          <dd>{formatDateTime(shipment.shippedAt)}</dd>
        </div>
        {shipment.deliveredAt && (
          <div>
            <dt>{t.deliveredAt}</dt>
            <dd>{formatDateTime(shipment.deliveredAt)}</dd>
          </div>
        )}
        {shipment.note && (
          <div className="ord-shipment-wide">
            <dt>{t.note}</dt>
            <dd>{shipment.note}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
