import { ErrorCode, formatNumber, normaliseStockCode, stockInput } from '@parca/contract';
import { Col, Form, type FormInstance, Input, InputNumber, Row } from 'antd';
import { msg } from '../../messages';
import { numberInputProps, rulesFor, showConflict, textLimits } from '../formRules';
import '../lists.css';

const t = msg.stocks;
const fields = stockInput.shape;

/** The values of the stock fields (a new stock, or one being edited). */
export interface StockValues {
  stockCode: string;
  quantity: number | null;
  priceUsd: number | null;
  criticalLevel: number | null;
}

export const emptyStock: StockValues = { stockCode: '', quantity: null, priceUsd: null, criticalLevel: 0 };

/** The body of POST /api/stocks and PUT /api/stocks/{id} (and of a new stock on a product variant). */
export function toStockInput(values: StockValues) {
  return {
    stockCode: normaliseStockCode(values.stockCode ?? ''),
    quantity: values.quantity ?? 0,
    priceUsd: values.priceUsd ?? 0,
    criticalLevel: values.criticalLevel ?? 0,
  };
}

/** Puts a 409 "stock code taken" under the Stok Kodu field; true when it did. */
export const showDuplicateCode = (form: Pick<FormInstance, 'setFields'>, err: unknown) =>
  showConflict(form, err, 'stockCode', ErrorCode.Duplicate);

type NumberName = 'quantity' | 'priceUsd' | 'criticalLevel';

/** A number of the stock in a third of the row; its rules, decimals and keyboard come from the contract. */
function NumberField({
  name,
  label,
  subject = label,
  prefix,
}: {
  name: NumberName;
  label: string;
  subject?: string;
  prefix?: string;
}) {
  const input = numberInputProps(fields[name]);
  return (
    <Col xs={24} sm={8}>
      <Form.Item label={label} name={name} rules={rulesFor(fields[name], { label: subject })}>
        <InputNumber<number>
          style={{ width: '100%' }}
          prefix={prefix}
          placeholder={formatNumber(0, input.precision)}
          {...input}
        />
      </Form.Item>
    </Col>
  );
}

/**
 * Stok Kodu, Miktar, Fiyat (USD), Kritik Seviye: the fields of a stock inside an antd Form, with the contract's
 * rules. The code is normalised while typing exactly as the server stores it.
 */
export function StockFields({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Form.Item
        label={t.fieldCode}
        name="stockCode"
        extra={t.codeHelp}
        normalize={(value: string | undefined) => normaliseStockCode(value ?? '')}
        rules={rulesFor(fields.stockCode)}
      >
        <Input className="stk-mono" autoComplete="off" spellCheck={false} {...textLimits(fields.stockCode)} />
      </Form.Item>
      <Row gutter={12}>
        <NumberField name="quantity" label={t.fieldQuantity} />
        <NumberField name="priceUsd" label={t.fieldPrice} subject={t.fieldPriceShort} prefix="$" />
        <NumberField name="criticalLevel" label={t.fieldCritical} />
      </Row>
      <div className="stk-form-note">{editing ? `${t.criticalHelp} ${t.quantityHelp}` : t.criticalHelp}</div>
    </>
  );
}
