import type { ProductVariantAdmin } from '@parca/contract';
import { Form, Typography } from 'antd';
import { changeProductVariantStock } from '../../api/products';
import { FormModal } from '../../ui/FormModal';
import { toast } from '../../ui/kit/toast';
import { StockSelect } from '../stocks';
import { products } from './messages';
import { useProductCache } from './productCache';

const t = products;

/** "Stoğu değiştir": points the variant at another stock found by code; the old stock stays. */
export function ChangeStockModal({
  productId,
  open,
  variant,
  onClose,
}: {
  productId: number;
  open: boolean;
  variant?: ProductVariantAdmin;
  onClose: () => void;
}) {
  const cache = useProductCache(productId);
  const [form] = Form.useForm<{ stockId?: number }>();

  const onSubmit = async ({ stockId }: { stockId?: number }) => {
    await changeProductVariantStock(variant?.productVariantId, stockId);
    await cache.refetch();
    cache.touchOthers();
    toast.success(t.stockChanged);
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={variant ? t.changeStockTitle(variant.variantName) : t.changeStock}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.changeStockFailed}
    >
      {variant && (
        <Typography.Paragraph type="secondary">{t.changeStockCurrent(variant.stockCode)}</Typography.Paragraph>
      )}
      <Form.Item label={t.fieldStock} name="stockId" rules={[{ required: true, message: t.stockRequired }]}>
        <StockSelect excludeId={variant?.stockId} />
      </Form.Item>
    </FormModal>
  );
}
