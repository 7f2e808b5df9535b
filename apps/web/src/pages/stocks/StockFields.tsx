import { ErrorCode, normaliseStockCode, STOCK_LOCATION_MAX, stockInput } from '@parca/contract';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { DecimalInput, type DecimalValue, decimalRules, decimalText, readDecimal } from '../../ui/DecimalInput';
import { rulesFor, showConflict, textLimits } from '../../ui/formRules';
import { stocks } from './messages';
import { QuantityReasonFields, type QuantityReasonValues } from './QuantityReasonFields';
import '../../ui/lists.css';
import './stock.css';

const t = stocks;
const fields = stockInput.shape;

/** The values of the stock fields (a new stock, or one being edited); numbers as typed, the Turkish way. */
export interface StockValues extends QuantityReasonValues {
  stockCode: string;
  quantity: DecimalValue;
  priceUsd: DecimalValue;
  criticalLevel: DecimalValue;
  location?: string | null;
}

export const emptyStock: StockValues = { stockCode: '', quantity: '', priceUsd: '', criticalLevel: '0', location: '' };

/** The body of POST /api/stocks and PUT /api/stocks/{id} (and of a new stock on a product variant). */
export function toStockInput(values: StockValues) {
  return {
    stockCode: normaliseStockCode(values.stockCode ?? ''),
    quantity: readDecimal(values.quantity) ?? 0,
    priceUsd: readDecimal(values.priceUsd) ?? 0,
    criticalLevel: readDecimal(values.criticalLevel) ?? 0,
    // empty clears the shelf (the server stores null)
    location: values.location?.trim() ?? '',
  };
}

/** Puts a 409 "stock code taken" under the Stok Kodu field; true when it did. */
export const showDuplicateCode = (form: Pick<FormInstance, 'setFields'>, err: unknown) =>
  showConflict(form, err, 'stockCode', ErrorCode.Duplicate);

type NumberName = 'quantity' | 'priceUsd' | 'criticalLevel';

/** A number of the stock in half of the row, typed the Turkish way; its rules and decimals come from the contract. */
function NumberField({
  name,
  label,
  subject = label,
  prefix,
  help,
}: {
  name: NumberName;
  label: string;
  subject?: string;
  prefix?: string;
  help?: string;
}) {
  return (
    <Col xs={24} sm={12}>
      <Form.Item label={label} name={name} extra={help} rules={decimalRules(fields[name], { label: subject })}>
        <DecimalInput schema={fields[name]} prefix={prefix} placeholder={decimalText(0, fields[name])} />
      </Form.Item>
    </Col>
  );
}

/**
 * Stok Kodu, Fiyat (USD), Miktar, Kritik Seviye, Raf: the fields of a stock inside an antd Form, with the contract's
 * rules, each with its help text under it. The code is normalised while typing exactly as the server stores it.
 * Editing a stock (`currentQuantity` given), a changed quantity also asks why (Değişiklik nedeni, Not).
 */
export function StockFields({ currentQuantity }: { currentQuantity?: number }) {
  const typed = readDecimal(Form.useWatch<DecimalValue>('quantity'));
  const quantityChanged = currentQuantity !== undefined && typed !== null && typed !== currentQuantity;
  return (
    <div className="stk-fields">
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t.fieldCode}
            name="stockCode"
            extra={t.codeHelp}
            normalize={(value: string | undefined) => normaliseStockCode(value ?? '')}
            rules={rulesFor(fields.stockCode)}
          >
            <Input className="stk-mono" autoComplete="off" spellCheck={false} {...textLimits(fields.stockCode)} />
          </Form.Item>
        </Col>
        <NumberField name="priceUsd" label={t.fieldPrice} subject={t.fieldPriceShort} prefix="$" />
        <NumberField
          name="quantity"
          label={t.fieldQuantity}
          help={currentQuantity === undefined ? undefined : t.quantityHelp}
        />
        <NumberField name="criticalLevel" label={t.fieldCritical} help={t.criticalHelp} />
        <Col xs={24} sm={12}>
          <Form.Item label={t.fieldLocation} name="location" extra={t.locationHelp} rules={rulesFor(fields.location)}>
            <Input className="stk-mono" autoComplete="off" spellCheck={false} maxLength={STOCK_LOCATION_MAX} />
          </Form.Item>
        </Col>
      </Row>
      {quantityChanged && <QuantityReasonFields />}
    </div>
  );
}
