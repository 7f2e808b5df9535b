import { Role } from '@parca/contract';
import { Alert } from 'antd';
import { useSession } from '../../auth/session';
import { setAsDealer, useAsDealer } from '../../ui/dealer/usePriceRules';
import { UserSelect } from '../../ui/users/UserSelect';
import { pricingTexts as t } from './messages';
import './pricing.css';

/**
 * An admin's "Bayi gözüyle bak" on the model page: the prices follow the chosen dealer's rules (their group's and
 * their own) until cleared; the page itself is the same cached page every dealer gets. Dealers see nothing here.
 */
export function AsDealerPicker() {
  const session = useSession();
  const asDealer = useAsDealer();
  if (session?.role !== Role.Admin) return null;
  return (
    <div className="prc-as-dealer" data-testid="as-dealer">
      <UserSelect
        ariaLabel={t.asDealer}
        placeholder={t.asDealerPlaceholder}
        value={asDealer?.id}
        known={asDealer ? { id: asDealer.id, name: asDealer.name, companyName: null } : undefined}
        onChange={(id, dealer) => setAsDealer(id === undefined ? null : { id, name: dealer?.name ?? `#${id}` })}
      />
      {asDealer && <Alert type="info" showIcon title={t.asDealerActive(asDealer.name)} />}
    </div>
  );
}
