import { formatFooterRate } from '@parca/contract';
import { msg } from '../messages';
import { useDolarKuru } from '../pages/rates';
import { shell } from './messages';

/** Copyright and the current dollar rate with 2 decimals and the lira sign, a plain 0,00 when unavailable. */
export function AppFooter() {
  const { dolarKuru, error } = useDolarKuru();
  return (
    <footer className="app-footer">
      <span>{msg.app.copyright(new Date().getFullYear())}</span>
      <span title={error ?? undefined}>
        {shell.footerRate}:{' '}
        <span className="app-footer-rate" data-testid="footer-rate">
          {formatFooterRate(dolarKuru)}
        </span>
      </span>
    </footer>
  );
}
