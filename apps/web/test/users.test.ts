import { Role, type UserDetail, userCreate } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import {
  changeUserFilters,
  clearedUserFilters,
  defaultUserFilters,
  hasUserFilters,
  parseUserFilters,
  passwordLinkUrl,
  toUserBody,
  toUsersQuery,
  userFiltersToParams,
  userFormValues,
  whatsappShareUrl,
} from '../src/pages/users/userLogic';
import { paths } from '../src/paths';
import { decimalRules } from '../src/ui/DecimalInput';
import { rulesFor } from '../src/ui/formRules';
import { problems } from './helpers';

const parse = (qs: string) => parseUserFilters(new URLSearchParams(qs));

describe("the user list's state in the URL", () => {
  it('reads the tab, search, role, active and paging', () => {
    expect(parse('tab=davet&search=%20ayd%C4%B1n%20&role=3&active=false&page=2&size=50')).toEqual({
      tab: 'temp',
      search: 'aydın',
      role: Role.Kullanici,
      active: 'passive',
      page: 2,
      pageSize: 50,
    });
    expect(parse('active=true').active).toBe('active');
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(parse('tab=x&role=9&active=yes&page=-1&size=33')).toEqual(defaultUserFilters);
    expect(parse('role=1.0&page=0x2')).toEqual(defaultUserFilters);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(userFiltersToParams(defaultUserFilters).toString()).toBe('');
    const filters = {
      tab: 'temp',
      search: 'çelik',
      role: Role.Admin,
      active: 'active',
      page: 3,
      pageSize: 100,
    } as const;
    const params = userFiltersToParams(filters);
    expect(params.toString()).toBe('tab=davet&search=%C3%A7elik&role=1&active=true&page=3&size=100');
    expect(parseUserFilters(params)).toEqual(filters);
  });

  it('goes back to page 1 on any change but the page', () => {
    const on3 = { ...defaultUserFilters, page: 3 };
    expect(changeUserFilters(on3, { search: 'a' }).page).toBe(1);
    expect(changeUserFilters(on3, { tab: 'temp' }).page).toBe(1);
    expect(changeUserFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('clears the filters, keeping the tab and page size', () => {
    const filtered = {
      tab: 'users',
      search: 'x',
      role: Role.Calisan,
      active: 'passive',
      page: 2,
      pageSize: 50,
    } as const;
    expect(hasUserFilters(filtered)).toBe(true);
    expect(clearedUserFilters(filtered)).toEqual({ ...defaultUserFilters, pageSize: 50 });
    expect(hasUserFilters(clearedUserFilters(filtered))).toBe(false);
  });

  it('asks the server for what the filters say, leaving out "all"', () => {
    expect(toUsersQuery(defaultUserFilters)).toEqual({
      search: undefined,
      role: undefined,
      active: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(toUsersQuery({ ...defaultUserFilters, search: ' emre ', role: Role.Kullanici, active: 'passive' })).toEqual({
      search: 'emre',
      role: 3,
      active: false,
      page: 1,
      pageSize: 20,
    });
  });
});

const saved: UserDetail = {
  id: 7,
  email: 'bayi@ornek.com',
  name: 'Emre Aydın',
  companyName: 'Aydın GSM',
  phone: '+90 532 123 45 67',
  city: 'İzmir',
  role: Role.Kullanici,
  active: true,
  activated: true,
  discountPercent: 7.5,
  priceGroupId: null,
  priceGroupName: null,
  priceRules: [{ target: 'all', targetId: null, discountPercent: 7.5 }],
  creditLimitCents: 500_000,
  balanceCents: 12_345,
  createdAt: '2026-11-20T10:00:00.000Z',
  taxOffice: 'Konak',
  taxNumber: '1234567890',
  address: 'Kemeraltı',
  pendingOrderCount: 0,
  pendingOrderCents: 0,
  availableCents: 487_655,
  newUserLink: null,
  forgotPasswordLinks: [],
};

describe('the user form', () => {
  it('starts from a saved user with the limit in dollars and sends it back unchanged', () => {
    const values = userFormValues(saved);
    expect(values.creditLimitUsd).toBe(5000);
    expect(toUserBody(values)).toEqual({
      email: 'bayi@ornek.com',
      name: 'Emre Aydın',
      companyName: 'Aydın GSM',
      phone: '+90 532 123 45 67',
      taxOffice: 'Konak',
      taxNumber: '1234567890',
      address: 'Kemeraltı',
      city: 'İzmir',
      role: Role.Kullanici,
      discountPercent: 7.5,
      priceGroupId: null,
      creditLimitUsd: 5000,
      active: true,
    });
  });

  it('reads Turkish decimals, sends an empty limit as "no limit" and cleared fields as null', () => {
    const body = toUserBody({
      ...userFormValues(saved),
      discountPercent: '12,5',
      creditLimitUsd: '',
      city: undefined,
      companyName: '',
      active: false,
    });
    expect(body).toMatchObject({ discountPercent: 12.5, creditLimitUsd: null, city: null, companyName: '' });
    expect(body.active).toBe(false);
    expect(toUserBody({ ...userFormValues(saved), creditLimitUsd: '1.250,75' }).creditLimitUsd).toBe(1250.75);
    expect(toUserBody({ ...userFormValues(saved), creditLimitUsd: null }).creditLimitUsd).toBeNull();
  });

  it('leaves "active" out of a new user and sends an empty discount as 0', () => {
    const body = toUserBody({
      email: 'a@b.co',
      name: 'Ali Veli',
      role: Role.Calisan,
      discountPercent: '',
      creditLimitUsd: undefined,
    });
    expect(body).not.toHaveProperty('active');
    expect(body.discountPercent).toBe(0);
    expect(body.creditLimitUsd).toBeNull();
  });

  it("what the form builds is what the contract's userCreate accepts", () => {
    const result = userCreate.safeParse(
      toUserBody({ ...userFormValues(saved), companyName: '', phone: '0532 123 45 67' }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ companyName: null, phone: '+90 532 123 45 67' });
  });
});

describe("the form's rules come from the contract", () => {
  const f = userCreate.shape;

  it('checks the tax number by its check digits, VKN or TCKN', async () => {
    expect(await problems(rulesFor(f.taxNumber), '1234567890')).toEqual([]);
    expect(await problems(rulesFor(f.taxNumber), '10000000146')).toEqual([]);
    expect(await problems(rulesFor(f.taxNumber), '')).toEqual([]);
    expect(await problems(rulesFor(f.taxNumber), '1234567891')).toEqual([
      'Kontrol haneleri tutmuyor; numarayı kontrol edin',
    ]);
    expect(await problems(rulesFor(f.taxNumber), '12345')).toEqual(['VKN 10, TCKN 11 haneli olmalıdır']);
  });

  it('takes a mobile phone however it is typed, and refuses a landline', async () => {
    for (const typed of ['0532 123 45 67', '+90 (532) 1234567', '5321234567'])
      expect(await problems(rulesFor(f.phone), typed)).toEqual([]);
    expect(await problems(rulesFor(f.phone), '0232 123 45 67')).toEqual([
      'Geçerli bir cep telefonu olmalıdır (05xx xxx xx xx)',
    ]);
  });

  it('requires the name and e-mail, and keeps the discount within 0–100 with two decimals', async () => {
    expect(await problems(rulesFor(f.name), '')).toEqual(['Ad Soyad zorunludur']);
    expect(await problems(rulesFor(f.email), '')).toHaveLength(1);
    expect(await problems(decimalRules(f.discountPercent), '100,5')).toEqual(['İskonto (%) en fazla 100 olabilir']);
    expect(await problems(decimalRules(f.discountPercent), '5,125')).toEqual([
      'En fazla 2 ondalık basamak girilebilir',
    ]);
    expect(await problems(decimalRules(f.creditLimitUsd), '')).toEqual([]);
    expect(await problems(decimalRules(f.creditLimitUsd), '-1')).toEqual(["Risk limiti (USD) 0'dan küçük olamaz"]);
  });
});

describe('the links an admin hands out', () => {
  it('opens the set-password page or the reset page with the token', () => {
    expect(passwordLinkUrl('https://panel.ornek.com', 'new', 'abc_DEF-1')).toBe(
      'https://panel.ornek.com/newUser/newPassword/abc_DEF-1',
    );
    expect(passwordLinkUrl('http://192.168.1.5:3000', 'forgot', 'x/y')).toBe(
      'http://192.168.1.5:3000/users/forgotPassword/x%2Fy',
    );
  });

  it("shares a Turkish message through WhatsApp's share page", () => {
    const url = whatsappShareUrl('Merhaba Şule, bağlantı: https://a.b/c?d=1&e=2');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      'Merhaba Şule, bağlantı: https://a.b/c?d=1&e=2',
    );
    expect(new URL(url).searchParams.get('text')).toBe('Merhaba Şule, bağlantı: https://a.b/c?d=1&e=2');
  });

  it("opens a dealer's orders and one order in the admin's orders page", () => {
    expect(paths.adminOrders({ dealer: 7 })).toBe('/admin/orders?dealer=7');
    expect(paths.adminOrder('SP-2026-000123')).toBe('/admin/orders?search=SP-2026-000123');
  });
});
