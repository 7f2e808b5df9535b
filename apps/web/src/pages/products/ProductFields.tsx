import { MODELS_PER_PRODUCT_MAX, type ProductDetail, productCreate } from '@parca/contract';
import { Form, Input, Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { rulesFor, textLimits } from '../../ui/formRules';
import { trSelectSearch } from '../../ui/selectSearch';
import { lookupProps } from '../../ui/selects';
import { categoryOptions, modelOptions, useCategories, useModels } from '../catalog';
import { products } from './messages';

const t = products;
const fields = productCreate.shape;

export interface ProductFieldValues {
  name: string;
  description: string;
  categoryId: number | undefined;
  modelIds: number[];
}

/** The body of POST /api/products and PUT /api/products/{id}. */
export function toProductBody(values: ProductFieldValues) {
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    categoryId: values.categoryId as number,
    modelIds: values.modelIds,
  };
}

/** A chosen value's label from the saved product's names, while the lookup that names it is missing (loading or failed). */
const namesOf = (refs: readonly { id: number; name: string }[]): SelectProps['labelRender'] => {
  const names = new Map<unknown, string>(refs.map((r) => [r.id, r.name]));
  return ({ value, label }) => label ?? names.get(value);
};

/** Ad, Açıklama, Kategori, Modeller inside an antd Form (new product and product detail). */
export function ProductFields({
  compactModels = false,
  saved,
}: {
  compactModels?: boolean;
  /** The product being edited: its names stand in for ids the lookups cannot name. */
  saved?: Pick<ProductDetail, 'category' | 'models'>;
}) {
  const categories = useCategories();
  const models = useModels();
  const categoryGroups = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const modelGroups = useMemo(() => modelOptions(models.data ?? []), [models.data]);
  const categoryLabel = useMemo(() => saved && namesOf([saved.category]), [saved]);
  const modelLabel = useMemo(() => saved && namesOf(saved.models), [saved]);

  return (
    <>
      <Form.Item label={t.fieldName} name="name" rules={rulesFor(fields.name, { label: t.nameSubject })}>
        <Input autoComplete="off" {...textLimits(fields.name)} />
      </Form.Item>
      <Form.Item label={t.fieldDescription} name="description" rules={rulesFor(fields.description)}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...textLimits(fields.description)} />
      </Form.Item>
      <Form.Item label={t.fieldCategory} name="categoryId" rules={[{ required: true, message: t.categoryRequired }]}>
        <Select
          options={categoryGroups}
          {...lookupProps(categories)}
          labelRender={categoryLabel}
          placeholder={t.categoryPlaceholder}
          showSearch={trSelectSearch}
        />
      </Form.Item>
      <Form.Item
        label={t.fieldModels}
        name="modelIds"
        extra={t.modelsHelp}
        rules={[
          { required: true, type: 'array', min: 1, message: t.modelsRequired },
          { type: 'array', max: MODELS_PER_PRODUCT_MAX, message: t.modelsMax(MODELS_PER_PRODUCT_MAX) },
        ]}
      >
        <Select
          mode="multiple"
          options={modelGroups}
          {...lookupProps(models)}
          labelRender={modelLabel}
          placeholder={t.modelsPlaceholder}
          showSearch={trSelectSearch}
          maxTagCount={compactModels ? 'responsive' : undefined}
          allowClear
        />
      </Form.Item>
    </>
  );
}
