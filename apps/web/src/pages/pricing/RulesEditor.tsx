import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PriceRuleTarget, priceRuleTargetNames, priceRuleTargets } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { catalogKeys, getBrands, getCategories, getSeries } from '../../api/catalog';
import { getProducts } from '../../api/products';
import { trSelectSearch } from '../../ui/selectSearch';
import { pricingTexts as t } from './messages';
import './pricing.css';

export type RuleValues = { target: PriceRuleTarget; targetId?: number | null; discountPercent: number };

const targetOptions = [...priceRuleTargets].reverse().map((value) => ({ value, label: priceRuleTargetNames[value] }));

/** The brands, series and categories a rule can name, read once for every row. */
export function useRuleTargetOptions() {
  const brands = useQuery({ queryKey: catalogKeys.brands, queryFn: getBrands });
  const series = useQuery({ queryKey: catalogKeys.series, queryFn: () => getSeries() });
  const categories = useQuery({ queryKey: catalogKeys.categories, queryFn: getCategories });
  return {
    brand: (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
    series: (series.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    category: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  };
}

/** A product picked by typing its name (the catalogue is too large for one list). */
function ProductPicker({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['price-rule-products', search],
    queryFn: () => getProducts({ search, page: 1, pageSize: 20 }),
    enabled: search.trim().length >= 2,
  });
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: `Ürün #${value}` });
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      options={options}
      placeholder={t.searchProduct}
      aria-label={t.targetItem}
      loading={found.isFetching}
    />
  );
}

/** The rules of a group or a dealer, one row each: what they apply to and the discount (a Form.List named `name`). */
export function RulesEditor({ name }: { name: string }) {
  const options = useRuleTargetOptions();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div className="prc-rules">
          {rows.map((row) => (
            <div className="prc-rule" key={row.key}>
              <Form.Item name={[row.name, 'target']} className="prc-rule-target" label={t.target}>
                <Select options={targetOptions} aria-label={t.target} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const target = getFieldValue([name, row.name, 'target']) as PriceRuleTarget;
                  if (target === 'all') return <div className="prc-rule-item" />;
                  return (
                    <Form.Item
                      name={[row.name, 'targetId']}
                      className="prc-rule-item"
                      label={t.targetItem}
                      rules={[{ required: true, message: t.targetRequired }]}
                    >
                      {target === 'product' ? (
                        <ProductPicker />
                      ) : (
                        <Select showSearch={trSelectSearch} options={options[target]} aria-label={t.targetItem} />
                      )}
                    </Form.Item>
                  );
                }}
              </Form.Item>
              <Form.Item
                name={[row.name, 'discountPercent']}
                className="prc-rule-percent"
                label={t.percent}
                rules={[{ required: true, message: t.percentRequired }]}
              >
                <InputNumber min={0} max={100} step={0.5} decimalSeparator="," aria-label={t.percent} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t.removeRule}
                onClick={() => remove(row.name)}
              />
            </div>
          ))}
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ target: 'category', discountPercent: 5 })}>
            {t.addRule}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The form's rows as the contract's rules ('all' without a target). */
export const toRules = (rows: RuleValues[] | undefined) =>
  (rows ?? []).map((r) => ({
    target: r.target,
    targetId: r.target === 'all' ? null : (r.targetId ?? null),
    discountPercent: r.discountPercent,
  }));
