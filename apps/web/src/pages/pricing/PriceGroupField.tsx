import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { getPriceGroups, pricingKeys } from '../../api/pricing';
import { pricingTexts as t } from './messages';

/** The user form's "Fiyat grubu": one group at most; cleared, the dealer is in none. */
export function PriceGroupField() {
  const groups = useQuery({ queryKey: pricingKeys.groups, queryFn: getPriceGroups });
  return (
    <Form.Item name="priceGroupId" label="Fiyat grubu">
      <Select
        allowClear
        placeholder={t.noGroup}
        loading={groups.isPending}
        options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        aria-label="Fiyat grubu"
      />
    </Form.Item>
  );
}
