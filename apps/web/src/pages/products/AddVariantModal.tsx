import type { ProductDetail } from '@parca/contract';
import { compareTurkish } from '@parca/contract';
import { Form, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { addProductVariant } from '../../api/products';
import { FormModal } from '../../ui/FormModal';
import { toast } from '../../ui/kit/toast';
import { trSelectSearch } from '../../ui/selectSearch';
import { lookupProps } from '../../ui/selects';
import { useVariants } from '../catalog';
import { emptyStock, StockFields, StockSelect, type StockValues, showDuplicateCode, toStockInput } from '../stocks';
import { products } from './messages';
import { useProductCache } from './productCache';

const t = products;

type StockMode = 'new' | 'existing';
interface AddVariantValues extends StockValues {
  variantId?: number;
  stockMode: StockMode;
  stockId?: number;
}

const initialValues: AddVariantValues = { ...emptyStock, stockMode: 'new' };

/** "Varyant Ekle": a variant the product lacks, with a new stock or an existing one. */
export function AddVariantModal({
  product,
  open,
  onClose,
}: {
  product: ProductDetail;
  open: boolean;
  onClose: () => void;
}) {
  const cache = useProductCache(product.id);
  const variants = useVariants();
  const [form] = Form.useForm<AddVariantValues>();
  const mode = Form.useWatch('stockMode', form) ?? 'new';

  const variantOptions = useMemo(() => {
    const taken = new Set(product.variants.map((v) => v.variantId));
    return (variants.data ?? [])
      .filter((v) => !taken.has(v.id))
      .sort((a, b) => compareTurkish(a.name, b.name))
      .map((v) => ({ value: v.id, label: v.name }));
  }, [variants.data, product.variants]);

  const onSubmit = async (values: AddVariantValues) => {
    const base = { productId: product.id, variantId: values.variantId as number };
    await addProductVariant(
      values.stockMode === 'new'
        ? { ...base, stock: toStockInput(values) }
        : { ...base, stockId: values.stockId as number },
    );
    await cache.refetch();
    cache.touchOthers(true);
    toast.success(t.variantAdded);
    onClose();
  };

  return (
    <FormModal<AddVariantValues>
      open={open}
      title={t.addVariantTitle}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.addVariantFailed}
      onFailed={(err, values) => values.stockMode === 'new' && showDuplicateCode(form, err)}
      width={600}
    >
      <Form.Item
        label={t.fieldVariant}
        name="variantId"
        rules={[{ required: true, message: t.variantRequired }]}
        extra={variants.data && variantOptions.length === 0 ? t.allVariantsUsed : undefined}
      >
        <Select
          options={variantOptions}
          {...lookupProps(variants)}
          placeholder={t.variantPlaceholder}
          showSearch={trSelectSearch}
        />
      </Form.Item>
      <Form.Item name="stockMode">
        <Radio.Group
          options={[
            { value: 'new', label: t.stockModeNew },
            { value: 'existing', label: t.stockModeExisting },
          ]}
        />
      </Form.Item>
      {mode === 'new' ? (
        <StockFields />
      ) : (
        <Form.Item label={t.fieldStock} name="stockId" rules={[{ required: true, message: t.stockRequired }]}>
          <StockSelect />
        </Form.Item>
      )}
    </FormModal>
  );
}
