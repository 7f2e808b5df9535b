import type { Stock } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { productKeys, touchDependents } from '../../api/products';
import { createStock, updateStock } from '../../api/stocks';
import { msg } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { quantityReasonOf } from '../../ui/stock/QuantityReasonFields';
import { emptyStock, StockFields, type StockValues, showDuplicateCode, toStockInput } from '../../ui/stock/StockFields';

const t = msg.stocks;

/** "Yeni Stok" (stock undefined) or "Düzenle": Stok Kodu, Fiyat (USD), Miktar (and why it changed), Kritik Seviye. */
export function StockFormModal({ open, stock, onClose }: { open: boolean; stock?: Stock; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StockValues>();

  const onSubmit = async (values: StockValues) => {
    const body = toStockInput(values);
    if (stock) {
      const reason = body.quantity === stock.quantity ? {} : quantityReasonOf(values);
      await updateStock(stock.id, { ...body, ...reason });
    } else await createStock(body);
    message.success(stock ? t.updated : t.created);
    // a stock's code, quantity and price show on every product and model page using it
    void queryClient.invalidateQueries({ queryKey: productKeys.details });
    touchDependents(queryClient);
    onClose();
  };

  return (
    <FormModal<StockValues>
      open={open}
      title={stock ? t.editTitle(stock.stockCode) : t.createTitle}
      form={form}
      initialValues={stock ? { ...stock } : emptyStock}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.saveFailed}
      onFailed={(err) => showDuplicateCode(form, err)}
      width={560}
    >
      <StockFields currentQuantity={stock?.quantity} />
    </FormModal>
  );
}
