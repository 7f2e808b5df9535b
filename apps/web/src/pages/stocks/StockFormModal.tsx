import { ErrorCode, type Stock } from '@parca/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { ApiError } from '../../api/client';
import { createStock, updateStock } from '../../api/stocks';
import { msg } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { productDetailsKey, touchDependents } from '../products/productCache';
import { emptyStockValues, StockFields, type StockFieldValues, toStockInput } from './StockFields';

const t = msg.stocks;

/** Puts a 409 "stock code taken" under the Stok Kodu field; true when it did. */
export function showDuplicateCode(form: Pick<FormInstance, 'setFields'>, err: unknown, field = 'stockCode') {
  if (!(err instanceof ApiError) || err.status !== 409 || err.code !== ErrorCode.Duplicate) return false;
  form.setFields([{ name: field, errors: [err.message] }]);
  return true;
}

/** "Yeni Stok" (stock undefined) or "Düzenle": Stok Kodu, Miktar, Fiyat (USD), Kritik Seviye. */
export function StockFormModal({ open, stock, onClose }: { open: boolean; stock?: Stock; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StockFieldValues>();

  const onSubmit = async (values: StockFieldValues) => {
    const body = toStockInput(values);
    if (stock) await updateStock(stock.id, body);
    else await createStock(body);
    message.success(stock ? t.updated : t.created);
    // a stock's code, quantity and price show on every product and model page using it
    void queryClient.invalidateQueries({ queryKey: productDetailsKey });
    touchDependents(queryClient);
    onClose();
  };

  return (
    <FormModal<StockFieldValues>
      open={open}
      title={stock ? t.editTitle(stock.stockCode) : t.createTitle}
      form={form}
      initialValues={stock ? { ...stock } : emptyStockValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.saveFailed}
      onFailed={(err) => showDuplicateCode(form, err)}
      width={560}
    >
      <StockFields editing={Boolean(stock)} />
    </FormModal>
  );
}
