import { BalanceAmount } from '../payments';
import { useDolarKuru } from '../rates';

/** A dealer's balance in a list: USD with Borç/Alacak, and TL at today's dollar rate under it. */
export function BalanceCell({ cents }: { cents: number }) {
  const { dolarKuru } = useDolarKuru();
  return <BalanceAmount cents={cents} dolarKuru={dolarKuru} />;
}
