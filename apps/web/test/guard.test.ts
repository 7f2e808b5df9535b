import { describe, expect, it } from 'vitest';
import { guardDecision, safeRedirectPath } from '../src/auth/guard';
import { makeToken, NOW, tokenWith } from './helpers';

const admin = tokenWith('Admin');
const adminNumeric = tokenWith(1);
const dealer = tokenWith('Kullanıcı');
const employee = tokenWith('Çalışan');
const expired = tokenWith('Admin', NOW - 1);
const noRole = makeToken({ sub: '1', exp: NOW + 60 });

describe('guardDecision', () => {
  it('lets public routes always pass', () => {
    for (const token of [null, 'garbage', expired, noRole, dealer, admin]) {
      expect(guardDecision('public', token, NOW)).toBe('pass');
    }
  });

  it('sends auth routes to /login when the token is missing, expired or has no role claim', () => {
    expect(guardDecision('auth', null, NOW)).toBe('/login');
    expect(guardDecision('auth', undefined, NOW)).toBe('/login');
    expect(guardDecision('auth', '', NOW)).toBe('/login');
    expect(guardDecision('auth', 'garbage', NOW)).toBe('/login');
    expect(guardDecision('auth', expired, NOW)).toBe('/login');
    expect(guardDecision('auth', noRole, NOW)).toBe('/login');
  });

  it('lets every role into auth routes', () => {
    for (const token of [admin, adminNumeric, dealer, employee]) expect(guardDecision('auth', token, NOW)).toBe('pass');
  });

  it('sends non-admins to /auth/access on admin routes, and the signed-out to /login', () => {
    expect(guardDecision('admin', dealer, NOW)).toBe('/auth/access');
    expect(guardDecision('admin', employee, NOW)).toBe('/auth/access');
    expect(guardDecision('admin', null, NOW)).toBe('/login');
    expect(guardDecision('admin', expired, NOW)).toBe('/login');
    expect(guardDecision('admin', noRole, NOW)).toBe('/login');
  });

  it('lets Admin (by name or numeric 1) into admin routes', () => {
    expect(guardDecision('admin', admin, NOW)).toBe('pass');
    expect(guardDecision('admin', adminNumeric, NOW)).toBe('pass');
    expect(guardDecision('admin', tokenWith('1'), NOW)).toBe('pass');
  });
});

describe('safeRedirectPath', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirectPath('/admin/dolar-kuru?x=1')).toBe('/admin/dolar-kuru?x=1');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/login')).toBe('/');
  });
});
