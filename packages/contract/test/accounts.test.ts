import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findProvince,
  isValidTaxNumber,
  isValidTckn,
  isValidVkn,
  limitsOf,
  normaliseMobilePhone,
  PROVINCES,
  paymentCreate,
  userCreate,
} from '../src/index.ts';

describe('tax ids', () => {
  it('accepts VKNs and TCKNs whose check digits hold', () => {
    expect(isValidVkn('1111111114')).toBe(true);
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTaxNumber('1111111114')).toBe(true);
    expect(isValidTaxNumber('10000000146')).toBe(true);
  });

  it('refuses a wrong check digit, a TCKN starting with 0 and other lengths', () => {
    expect(isValidVkn('1111111115')).toBe(false);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('01000000146')).toBe(false);
    expect(isValidTaxNumber('123456789')).toBe(false);
    expect(isValidTaxNumber('123456789012')).toBe(false);
  });

  it('has exactly one valid last digit for every VKN body and every TCKN body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => {
        const valid = [...'0123456789'].filter((d) => isValidVkn(body + d));
        expect(valid).toHaveLength(1);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (body) => {
        const valid = [...'0123456789'].filter((d) => isValidTckn(body + d));
        expect(valid.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('mobile phone', () => {
  it('writes every way of typing a Turkish mobile number the same', () => {
    for (const typed of ['0532 123 45 67', '+90 (532) 1234567', '5321234567', '90 532 123 4567', '0 532-123-45-67']) {
      expect(normaliseMobilePhone(typed)).toBe('+90 532 123 45 67');
    }
  });

  it('refuses landlines, short numbers and foreign numbers', () => {
    for (const typed of ['0212 123 45 67', '532 123 45', '+49 1512 3456789', '']) {
      expect(normaliseMobilePhone(typed)).toBeNull();
    }
  });
});

describe('provinces', () => {
  it('lists 81 provinces, each its own under the name key', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(new Set(PROVINCES.map((p) => findProvince(p))).size).toBe(81);
  });

  it('finds a province however its letters are typed', () => {
    expect(findProvince('ISTANBUL')).toBe('İstanbul');
    expect(findProvince(' izmir ')).toBe('İzmir');
    expect(findProvince('Igdir')).toBe('Iğdır');
    expect(findProvince('Paris')).toBeNull();
  });
});

describe('user and payment bodies', () => {
  it('normalises a new user: blank optional fields become null, phone and city their one form', () => {
    const parsed = userCreate.parse({
      email: 'Bayi@Ornek.COM',
      name: 'Ali Veli',
      companyName: '',
      phone: '0532 123 45 67',
      city: 'istanbul',
      taxNumber: '1111111114',
      role: 3,
    });
    expect(parsed).toMatchObject({
      email: 'bayi@ornek.com',
      companyName: null,
      phone: '+90 532 123 45 67',
      city: 'İstanbul',
      taxNumber: '1111111114',
    });
  });

  it('names the field of a bad tax number, phone or city in Turkish', () => {
    const result = userCreate.safeParse({
      email: 'a@b.co',
      name: 'Ali Veli',
      taxNumber: '1111111115',
      phone: '0212 123 45 67',
      city: 'Paris',
      role: 3,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['taxNumber', 'phone', 'city']));
  });

  it('gives a tax number of the wrong length one message, not the check-digit one too', () => {
    const result = userCreate.safeParse({ email: 'a@b.co', name: 'Ali Veli', role: 3, taxNumber: '123456' });
    const messages = result.error?.issues.filter((i) => i.path[0] === 'taxNumber').map((i) => i.message);
    expect(messages).toEqual(['VKN 10, TCKN 11 haneli olmalıdır']);
  });

  it('refuses a payment of 0, of 3 decimals, an unknown method and an impossible day', () => {
    const base = { userId: 1, amount: 10, currency: 'TRY', method: 1, paidAt: '2026-11-24' } as const;
    expect(paymentCreate.safeParse(base).success).toBe(true);
    expect(paymentCreate.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(paymentCreate.safeParse({ ...base, amount: 1.005 }).success).toBe(false);
    expect(paymentCreate.safeParse({ ...base, method: 5 }).success).toBe(false);
    expect(paymentCreate.safeParse({ ...base, paidAt: '2026-02-30' }).success).toBe(false);
  });
});

describe('form limits of optional user fields', () => {
  it('reads the length limit through the blank-means-none wrapper', () => {
    expect(limitsOf(userCreate.shape.companyName)).toMatchObject({
      label: 'Firma adı',
      required: false,
      maxLength: 160,
    });
    expect(limitsOf(userCreate.shape.address)).toMatchObject({ label: 'Adres', maxLength: 500 });
  });
});
