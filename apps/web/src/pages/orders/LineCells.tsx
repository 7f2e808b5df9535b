import { PictureOutlined } from '@ant-design/icons';
import { formatTryCents, formatUsdCents } from '@parca/contract';
import { msg } from '../../messages';
import './orders-page.css';

/** An order line's picture (the variant's today), or a neutral placeholder. */
export function LineThumb({ url, alt }: { url: string | null; alt: string }) {
  if (!url) {
    return (
      <span className="ord-thumb ord-thumb-empty" role="img" aria-label={msg.orders.lines.noImage}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img className="ord-thumb" src={url} alt={alt} width={48} height={48} loading="lazy" />;
}

/** An amount in USD over the same in TL, right-aligned. */
export function MoneyPair({ usdCents, tryKurus }: { usdCents: number; tryKurus: number }) {
  return (
    <span className="ord-money">
      <span>{formatUsdCents(usdCents)}</span>
      <span className="ord-money-try">{formatTryCents(tryKurus)}</span>
    </span>
  );
}
