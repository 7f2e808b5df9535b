import { ErrorCode } from '@parca/contract';
import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import { applyFieldErrors, showConflict, submitErrorToast } from '../src/ui/formRules';

type Fields = { name: string; errors: string[] }[];

/** A form holding `values`, recording what is put under its fields. */
function formWith(values: Record<string, unknown>) {
  const under: Fields = [];
  const form = {
    getFieldsValue: () => values,
    setFields: (fields: Fields) => void under.push(...fields),
  } as unknown as Pick<FormInstance, 'getFieldsValue' | 'setFields'>;
  return Object.assign(form, { under });
}

const duplicate = () => new ApiError(409, ErrorCode.Duplicate, '"APPLE" adında bir marka zaten var.');
const invalid = (...details: { field: string; message: string }[]) =>
  new ApiError(400, ErrorCode.Validation, details[0]?.message, details);

describe('a failed submit is shown once: under its field, else in a toast', () => {
  it('a duplicate name the form put under its name field needs no toast', () => {
    const form = formWith({ name: 'APPLE' });
    const err = duplicate();
    const underName = showConflict(form, err, 'name', ErrorCode.Duplicate);
    expect(underName).toBe(true);
    expect(form.under).toEqual([{ name: 'name', errors: ['"APPLE" adında bir marka zaten var.'] }]);
    expect(submitErrorToast(form, err, 'Kaydedilemedi', underName)).toBeUndefined();
  });

  it('a 409 the form has no field for (another code) is one toast with the server’s message', () => {
    const form = formWith({ name: 'Apple' });
    const err = new ApiError(409, ErrorCode.Conflict, 'İşlem başka bir işlemle çakıştı; tekrar deneyin.');
    const underName = showConflict(form, err, 'name', ErrorCode.Duplicate);
    expect(underName).toBe(false);
    expect(form.under).toEqual([]);
    expect(submitErrorToast(form, err, 'Kaydedilemedi', underName)).toBe(
      'İşlem başka bir işlemle çakıştı; tekrar deneyin.',
    );
  });

  it('a 400 naming the form’s fields goes under them, without the label, and not in a toast', () => {
    const form = formWith({ name: '', brandId: 3 });
    const err = invalid({ field: 'name', message: 'Ad: en az 1 karakter olmalı' });
    expect(submitErrorToast(form, err, 'Kaydedilemedi')).toBeUndefined();
    expect(form.under).toEqual([{ name: 'name', errors: ['en az 1 karakter olmalı'] }]);
  });

  it('a 400 also naming a field the form lacks says that one in the toast', () => {
    const form = formWith({ name: 'X' });
    const err = invalid({ field: 'name', message: 'Ad: çok uzun' }, { field: 'StockId', message: 'Stok: bulunamadı' });
    expect(submitErrorToast(form, err, 'Kaydedilemedi')).toBe('Stok: bulunamadı');
    expect(form.under).toEqual([{ name: 'name', errors: ['çok uzun'] }]);
  });

  it('an error naming no field is a toast: the server’s message, else the form’s fallback', () => {
    const form = formWith({ name: 'X' });
    expect(submitErrorToast(form, invalid({ field: 'other', message: 'Diğer: yanlış' }), 'Kaydedilemedi')).toBe(
      'Diğer: yanlış',
    );
    expect(submitErrorToast(form, new ApiError(0, 'NETWORK'), 'Kaydedilemedi')).toBe(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    );
    expect(submitErrorToast(form, undefined, 'Kaydedilemedi')).toBe('Kaydedilemedi');
    expect(form.under).toEqual([]);
    expect(applyFieldErrors(form, duplicate())).toBe(false);
  });
});
