import { ROLE_CLAIM, Role } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired, readToken, roleOf } from '../src/auth/token';
import { makeToken, NOW, tokenWith } from './helpers';

describe('decodeToken', () => {
  it('reads the base64url JSON payload, including Turkish text', () => {
    const payload = decodeToken(tokenWith('Admin'));
    expect(payload?.name).toBe('Ayşe Yılmaz');
    expect(payload?.[ROLE_CLAIM]).toBe('Admin');
  });

  it('handles payloads whose base64url needs padding and uses - and _', () => {
    // characters chosen so the encoding contains '-' / '_' and is not a multiple of 4 long
    const payload = { name: 'ğüşöçıİ???>>>', exp: NOW, n: 1 };
    const token = makeToken(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual(payload);
  });

  it('returns null for anything that is not a JWT with a JSON object payload', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      'x.!!!.y',
      `x.${btoa('[1,2]')}.y`,
      `x.${btoa('42')}.y`,
    ]) {
      expect(decodeToken(bad)).toBeNull();
    }
  });
});

describe('isExpired (exp < now in seconds)', () => {
  it('is expired only when exp is earlier than now', () => {
    expect(isExpired({ exp: NOW - 1 }, NOW)).toBe(true);
    expect(isExpired({ exp: NOW }, NOW)).toBe(false);
    expect(isExpired({ exp: NOW + 1 }, NOW)).toBe(false);
  });

  it('treats a non-numeric exp as expired and a missing one as not expiring', () => {
    expect(isExpired({ exp: 'soon' }, NOW)).toBe(true);
    expect(isExpired({ exp: null }, NOW)).toBe(true);
    expect(isExpired({}, NOW)).toBe(false);
  });

  it('defaults to Date.now()/1000', () => {
    expect(isExpired({ exp: Date.now() / 1000 - 5 })).toBe(true);
    expect(isExpired({ exp: Date.now() / 1000 + 60 })).toBe(false);
  });
});

describe('roleOf / readToken', () => {
  it('reads the role from the long Microsoft claim, as a name or a number', () => {
    expect(roleOf(decodeToken(tokenWith('Admin')))).toBe(Role.Admin);
    expect(roleOf(decodeToken(tokenWith(1)))).toBe(Role.Admin);
    expect(roleOf(decodeToken(tokenWith('1')))).toBe(Role.Admin);
    expect(roleOf(decodeToken(tokenWith('Çalışan')))).toBe(Role.Calisan);
    expect(roleOf(decodeToken(tokenWith('Kullanıcı')))).toBe(Role.Kullanici);
    expect(roleOf(decodeToken(tokenWith(3)))).toBe(Role.Kullanici);
  });

  it('rejects a token without the role claim (a short "role" claim does not count)', () => {
    const token = makeToken({ sub: '1', exp: NOW + 60, role: 'Admin' });
    expect(roleOf(decodeToken(token))).toBeNull();
    expect(readToken(token, NOW)).toBeNull();
  });

  it('rejects unknown roles, expired tokens and garbage', () => {
    expect(readToken(tokenWith('Patron'), NOW)).toBeNull();
    expect(readToken(tokenWith(9), NOW)).toBeNull();
    expect(readToken(tokenWith('Admin', NOW - 10), NOW)).toBeNull();
    expect(readToken('not-a-token', NOW)).toBeNull();
    expect(readToken(null, NOW)).toBeNull();
  });

  it('accepts a valid token', () => {
    const info = readToken(tokenWith('Kullanıcı'), NOW);
    expect(info?.role).toBe(Role.Kullanici);
    expect(info?.payload.sub).toBe('7');
  });
});
