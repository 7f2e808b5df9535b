import { formatDateTime, formatRate } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { getRateFreshness, rateSourceKeys } from '../../api/rates';
import { paths } from '../../paths';
import { useDolarKuru } from './dolarKuruStore';
import { rates as t } from './messages';

/**
 * Admins: "Dolar kuru güncel değil" at the top of every screen while the rate is older than one business day after
 * 16:00 (the server decides). Read again when the rate changes here, and every 10 minutes.
 */
export function RateStaleBanner() {
  const rate = useDolarKuru();
  const query = useQuery({
    queryKey: [...rateSourceKeys.freshness, rate.updatedAt],
    queryFn: getRateFreshness,
    refetchInterval: 600_000,
  });
  if (!query.data?.stale) return null;
  const { dolarKuru, updatedAt } = query.data;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="rate-stale-banner"
      style={{ marginBottom: 16 }}
      title={updatedAt ? t.staleBanner(`${formatRate(dolarKuru, 4)} (${formatDateTime(updatedAt)})`) : t.staleNever}
      action={
        <Link to={paths.dolarKuru}>
          <Button size="small">{t.staleAction}</Button>
        </Link>
      }
    />
  );
}
