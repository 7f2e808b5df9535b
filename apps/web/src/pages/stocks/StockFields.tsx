import { MAX_PRICE_USD, MAX_QUANTITY, normaliseStockCode } from '@parca/contract';
import type { FormRule } from 'antd';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { msg } from '../../messages';
import { numberProblem } from './stockLogic';
import './stocks.css';

const t = msg.stocks;
export const STOCK_CODE_MAX = 64;

/** The values of the stock fields (a new stock, or one being edited). */
export interface StockFieldValues {
  stockCode: string;
  quantity: number | null;
  priceUsd: number | null;
  criticalLevel: number | null;
}

export const emptyStockValues: StockFieldValues = { stockCode: '', quantity: null, priceUsd: null, criticalLevel: 0 };

/** required (optionally) + range, integer or 2 decimals, in Turkish. */
export function numberRules(label: string, max: number, { integer = false, required = true } = {}): FormRule[] {
  return [
    ...(required ? [{ required: true, message: t.required(label) }] : []),
    {
      validator: async (_rule, value: unknown) => {
        const problem = numberProblem(value, { label, max, integer });
        if (problem) throw new Error(problem);
      },
    },
  ];
}

/** The body of POST /api/stocks and PUT /api/stocks/{id} (and of a new stock on a product variant). */
export function toStockInput(values: StockFieldValues) {
  return {
    stockCode: normaliseStockCode(values.stockCode ?? ''),
    quantity: values.quantity ?? 0,
    priceUsd: values.priceUsd ?? 0,
    criticalLevel: values.criticalLevel ?? 0,
  };
}

/**
 * Stok Kodu, Miktar, Fiyat (USD), Kritik Seviye: the fields of a stock inside an antd Form. The code is normalised
 * while typing exactly as the server stores it (trimmed, Turkish upper case, no spaces).
 */
export function StockFields({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Form.Item
        label={t.fieldCode}
        name="stockCode"
        extra={t.codeHelp}
        normalize={(value: string | undefined) => normaliseStockCode(value ?? '')}
        rules={[
          { required: true, whitespace: true, message: t.codeRequired },
          { max: STOCK_CODE_MAX, message: t.codeMax(STOCK_CODE_MAX) },
        ]}
      >
        <Input className="stk-mono" autoComplete="off" spellCheck={false} maxLength={STOCK_CODE_MAX + 16} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            label={t.fieldQuantity}
            name="quantity"
            rules={numberRules(t.fieldQuantity, MAX_QUANTITY, { integer: true })}
          >
            <InputNumber<number> style={{ width: '100%' }} precision={0} inputMode="numeric" placeholder="0" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label={t.fieldPrice} name="priceUsd" rules={numberRules(t.fieldPriceShort, MAX_PRICE_USD)}>
            <InputNumber<number>
              style={{ width: '100%' }}
              prefix="$"
              decimalSeparator=","
              precision={2}
              step={0.01}
              inputMode="decimal"
              placeholder="0,00"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            label={t.fieldCritical}
            name="criticalLevel"
            rules={numberRules(t.fieldCritical, MAX_QUANTITY, { integer: true, required: false })}
          >
            <InputNumber<number> style={{ width: '100%' }} precision={0} inputMode="numeric" placeholder="0" />
          </Form.Item>
        </Col>
      </Row>
      <div className="stk-form-note">{editing ? `${t.criticalHelp} ${t.quantityHelp}` : t.criticalHelp}</div>
    </>
  );
}
