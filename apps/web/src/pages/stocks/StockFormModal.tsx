import type { Stock } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { productKeys, touchDependents } from '../../api/products';
import { createStock, updateStock } from '../../api/stocks';
import { FormModal } from '../../ui/FormModal';
import { toast } from '../../ui/kit/toast';
import { stocks } from './messages';
import { quantityReasonOf } from './QuantityReasonFields';
import { quantityChangedOf, quantityChangedText } from './quantityChanged';
import { emptyStock, StockFields, type StockValues, showDuplicateCode, toStockInput } from './StockFields';

const t = stocks;

/** "Yeni Stok" (stock undefined) or "Düzenle": Stok Kodu, Fiyat (USD), Miktar (and why it changed), Kritik Seviye. */
export function StockFormModal({ open, stock, onClose }: { open: boolean; stock?: Stock; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StockValues>();
  // the quantity the person was last shown: the list's, or the current one a 409 answered with
  const [refreshed, setRefreshed] = useState<{ stock: Stock; quantity: number }>();
  const seenQuantity = stock && refreshed?.stock === stock ? refreshed.quantity : stock?.quantity;

  const onSubmit = async (values: StockValues) => {
    const body = toStockInput(values);
    if (stock && seenQuantity !== undefined) {
      const reason = body.quantity === seenQuantity ? {} : quantityReasonOf(values);
      // the server refuses the write (409) if an order moved the stock since: never undoes a reservation
      await updateStock(stock.id, { ...body, ...reason, expectedQuantity: seenQuantity });
    } else await createStock(body);
    toast.success(stock ? t.updated : t.created);
    // a stock's code, quantity and price show on every product and model page using it
    void queryClient.invalidateQueries({ queryKey: productKeys.details });
    touchDependents(queryClient);
    onClose();
  };

  /** 409 QUANTITY_CHANGED: the field shows the current figure and says so; the person's other edits stay. */
  const showCurrentQuantity = (err: unknown) => {
    const change = stock && quantityChangedOf(err, stock.id);
    if (!stock || !change) return false;
    setRefreshed({ stock, quantity: change.currentQuantity });
    form.setFields([{ name: 'quantity', value: change.currentQuantity, errors: [quantityChangedText(change)] }]);
    touchDependents(queryClient);
    return true;
  };

  return (
    <FormModal<StockValues>
      open={open}
      title={stock ? t.editTitle(stock.stockCode) : t.createTitle}
      form={form}
      initialValues={stock ? { ...stock, quantity: seenQuantity } : emptyStock}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.saveFailed}
      onFailed={(err) => showDuplicateCode(form, err) || showCurrentQuantity(err)}
      width={560}
    >
      <StockFields currentQuantity={seenQuantity} />
    </FormModal>
  );
}
