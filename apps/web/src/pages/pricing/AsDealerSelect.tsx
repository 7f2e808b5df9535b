import { Alert } from 'antd';
import AntdScope from '../../ui/AntdScope';
import { setAsDealer, useAsDealer } from '../../ui/dealer/usePriceRules';
import { UserSelect } from '../../ui/users/UserSelect';
import { pricingTexts as t } from './messages';
import './pricing.css';

/** The admin's dealer picker of AsDealerPicker, loaded only for an admin (antd's Select is no dealer's download). */
function AsDealerSelect() {
  const asDealer = useAsDealer();
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

/** Inside antd's scope: the model page around it is drawn with the kit. */
export default function AsDealerSelectScoped() {
  return (
    <AntdScope>
      <AsDealerSelect />
    </AntdScope>
  );
}
