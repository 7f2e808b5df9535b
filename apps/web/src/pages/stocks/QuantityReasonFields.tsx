import { type ManualQuantityReason, manualQuantityReasons, quantityNote } from '@parca/contract';
import { Form, Input, Radio } from 'antd';
import { textLimits } from '../../ui/formRules';
import { stocks } from './messages';
import './stock.css';

const t = stocks;

/** Why a quantity set by hand changed: the reason, and a note ("Diğer" needs one). */
export interface QuantityReasonValues {
  quantityReason?: ManualQuantityReason;
  quantityNote?: string;
}

/** The reason's Turkish label: Sayım farkı, Fire/Hasar, Tedarikçi girişi, İade, Diğer. */
export const quantityReasonLabel = (reason: ManualQuantityReason) => t.quantityReasons[reason];

const reasonOptions = manualQuantityReasons.map((value) => ({ value, label: quantityReasonLabel(value) }));

/** The reason and note as PUT /api/stocks/{id} and PUT /api/products/stock-price take them (a blank note left out). */
export function quantityReasonOf({ quantityReason, quantityNote }: QuantityReasonValues) {
  const note = quantityNote?.trim();
  return { quantityReason, ...(note ? { quantityNote: note } : {}) };
}

/**
 * "Değişiklik nedeni" and "Not" inside an antd Form, asked when a person changes a quantity: the server keeps both
 * on the stock movement, and refuses the change without a reason, or with "Diğer" and no note.
 */
export function QuantityReasonFields() {
  const reason = Form.useWatch<ManualQuantityReason | undefined>('quantityReason');
  return (
    <>
      <Form.Item
        label={t.fieldReason}
        name="quantityReason"
        rules={[{ required: true, message: t.reasonRequired }]}
        className="stk-reason"
      >
        <Radio.Group options={reasonOptions} />
      </Form.Item>
      <Form.Item
        label={t.fieldNote}
        name="quantityNote"
        dependencies={['quantityReason']}
        rules={[{ required: reason === 'other', whitespace: true, message: t.noteRequired }]}
      >
        <Input placeholder={t.notePlaceholder} {...textLimits(quantityNote)} />
      </Form.Item>
    </>
  );
}
