import { describe, expect, it } from 'vitest';
import { initials } from '../src/layout/initials';
import { tablePaging } from '../src/ui/paging';
import { buildTheme } from '../src/ui/theme';

describe('initials', () => {
  it('takes the first letters of the first and last words, in Turkish capitals', () => {
    expect(initials('Emre Aydın')).toBe('EA');
    expect(initials('Demo Yönetici')).toBe('DY');
    expect(initials('  çağla nur  öztürk ')).toBe('ÇÖ');
    expect(initials('ismail')).toBe('İ');
    expect(initials('   ')).toBe('?');
  });
});

describe('buildTheme at phone width', () => {
  it('makes inputs, buttons, pager and menu items 40 px touch targets, in light and dark', () => {
    for (const dark of [false, true]) {
      const phone = buildTheme(dark, true);
      expect(phone.token?.controlHeight).toBe(40);
      expect(phone.components?.Pagination).toMatchObject({ itemSize: 40, itemSizeSM: 40 });
      expect(phone.components?.Menu).toMatchObject({ itemHeight: 40, itemBg: 'transparent' });
      expect(phone.token?.colorPrimary).toBe(buildTheme(dark).token?.colorPrimary);
    }
  });

  it('keeps antd sizes on wider screens', () => {
    const wide = buildTheme(false);
    expect(wide.token?.controlHeight).toBeUndefined();
    expect(wide.components?.Pagination).toBeUndefined();
  });
});

describe('counts in tr-TR', () => {
  it('writes a list total with thousands dots', () => {
    const pager = tablePaging(1, 20, 6295, [20, 50]);
    expect(typeof pager.showTotal === 'function' && pager.showTotal(6295, [1, 20])).toBe('Toplam 6.295 kayıt');
  });
});
