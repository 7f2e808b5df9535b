import { authApi, loginBody, loginResponse, opensStaticSignIn, usersApi } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { fillPage } from '../scripts/html-pages';
import { buildUrl } from '../src/api/client';
import { FIRST_USER_STATUS_URL, fieldErrorsOf, SIGN_IN_URL } from '../src/signin/signInRequest';

describe('the static sign-in page (docs/architecture.md#the-sign-in-page)', () => {
  it('calls the contract’s addresses with the contract’s body, without importing the route table', () => {
    expect(SIGN_IN_URL).toBe(buildUrl(authApi.login.path));
    expect(authApi.login.method).toBe('POST');
    expect(FIRST_USER_STATUS_URL).toBe(buildUrl(usersApi.getFirstUserStatus.path));
    expect(usersApi.getFirstUserStatus.method).toBe('GET');
    // the two fields it sends and the three it reads
    expect(Object.keys(loginBody.shape).sort()).toEqual(['email', 'password']);
    expect(Object.keys(loginResponse.shape).sort()).toEqual(['name', 'role', 'token']);
  });

  it('answers /login unless the app’s own forms are asked for', () => {
    const opens = (url: string) => {
      const u = new URL(url, 'http://x');
      return opensStaticSignIn(u.pathname, u.searchParams);
    };
    expect(opens('/login')).toBe(true);
    expect(opens('/login?from=%2Fsepetim&email=a%40b.co')).toBe(true);
    expect(opens('/login?forgot=1')).toBe(false);
    expect(opens('/login?first=1')).toBe(false);
    expect(opens('/login/')).toBe(false);
    expect(opens('/')).toBe(false);
  });

  it('puts a 400’s field messages under their fields, without the label they start with', () => {
    expect(
      fieldErrorsOf([
        { field: 'email', message: 'E-posta: Geçerli bir e-posta adresi girin' },
        { field: 'email', message: 'ikinci' },
        { field: 'password', message: 'Şifre en fazla 200 karakter olabilir' },
        { stockId: 1 },
        null,
      ]),
    ).toEqual({ email: 'Geçerli bir e-posta adresi girin', password: 'Şifre en fazla 200 karakter olabilir' });
  });

  it('fills the page from the app’s texts, escaped, with antd’s icons and the theme script; an unknown key fails', () => {
    const html = fillPage('<title>{{auth.title}}</title><p>{{app.x}}</p>{{icon:MailOutlined}}', {
      auth: { title: 'Giriş Yap' },
      app: { x: '<b>"&' },
    });
    expect(html).toContain('<title>Giriş Yap</title>');
    expect(html).toContain('<p>&lt;b&gt;&quot;&amp;</p>');
    expect(html).toMatch(/<svg width="1em" height="1em" fill="currentColor" aria-hidden="true" viewBox=/);
    expect(html).toContain('localStorage.getItem(key)');
    expect(() => fillPage('{{auth.yok}}', { auth: {} })).toThrow('no text auth.yok');
  });
});
