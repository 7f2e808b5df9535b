import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { authApi, catalogApi, imagesApi, Role, ratesApi } from '@parca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { images } from '../src/db/schema.ts';
import { createModelTree } from './catalog-fixtures.ts';
import { createTestApp, injectRoute, signIn, type TestApp } from './helpers.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'parca-test-'));

// The data-directory lock has its own suite: lock.test.ts; the signing key jwt-secret.test.ts.

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, tokenTtlSeconds: 12 * 3600, databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads durations and names every bad value', () => {
    expect(loadConfig({ TOKEN_TTL: '90m' }).tokenTtlSeconds).toBe(5400);
    const bad = () => loadConfig({ PORT: 'seksen', DATABASE_URL: 'mysql://x', JWT_SECRET: 'kisa' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says whom to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('HTTP surface', () => {
  let t: TestApp;
  const webDist = tempDir();
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.className="x"</script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webDist, 'signin.html'),
      '<!doctype html><html><head><script>document.title="giriş"</script></head><body><form id="signin-form"></form></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    t = await createTestApp('pglite', { webDist, bodyLimit: 2048 });
  });
  afterAll(() => t.close());

  it('serves the SPA for client routes, so a reload of an admin page works', async () => {
    for (const url of ['/', '/admin/dolar-kuru', '/login?forgot=1', '/login?first=1', '/bir/yok/sayfa', '/login/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /login with the static sign-in page (docs/architecture.md#the-sign-in-page)', async () => {
    for (const url of ['/login', '/login?from=%2Fsepetim', '/login?email=a%40b.co&exists=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<form id="signin-form">');
      expect(res.headers['cache-control']).toBe('no-cache');
      // its inline script is allowed by its hash too
      const hash = crypto.createHash('sha256').update('document.title="giriş"').digest('base64');
      expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    // Raw here and below: paths the route table does not have, or cannot be filled into.
    for (const [method, url] of [
      ['GET', '/api/yok'],
      ['POST', '/api/brands/yok'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'İstenen adres bulunamadı.', code: 'NOT_FOUND' });
    }
  });

  it('answers a malformed URL (bad percent-encoding) with 400 JSON in Turkish, without echoing it', async () => {
    for (const url of ['/api/stocks/%E0%A4%A', '/api/%', '/urunler/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'İstek adresi geçersiz.', code: 'VALIDATION_ERROR' });
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/images/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'İstek adresi çok uzun.', code: 'VALIDATION_ERROR' });
  });

  it('sends security headers, with the inline theme script allowed by its hash only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an oversized body with 413 in Turkish', async () => {
    const res = await injectRoute(t, authApi.login, { body: { email: 'a@b.co', password: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'İstek gövdesi izin verilen boyutu aşıyor.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('publishes the OpenAPI document at /api/docs from the contract schemas (to admins: http-limits.test.ts)', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const { headers } = await signIn(t, Role.Admin);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/logout', '/api/users/whoami', '/api/kur/dolar']),
    );
    expect(spec.paths['/api/auth/login'].post.security).toEqual([]);
    expect(spec.paths['/api/users/whoami'].get.security).toBeUndefined();
    expect(spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('never leaks a stack trace: a wrong method on a known path is a JSON 404', async () => {
    const { headers } = await signIn(t, Role.Admin);
    // Raw: a method the table does not declare for this path.
    const res = await t.app.inject({ method: 'DELETE', url: `/api${ratesApi.getDolarKuru.path}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});

describe('API caching headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers API calls with Cache-Control: no-store unless the route chose its own caching', async () => {
    const admin = await signIn(t, Role.Admin);
    const { model } = await createModelTree(t.db);

    const list = await injectRoute(t, catalogApi.getBrands, {}, admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    // Raw: unknown and malformed paths are among the errors.
    for (const [url, headers, status] of [
      ['/api/brands', {}, 401],
      ['/api/yok', admin.headers, 404],
      [`/api/models/${2_000_000_000}`, admin.headers, 404],
      ['/api/images/yok.webp', {}, 404],
      ['/api/stocks/%E0%A4%A', admin.headers, 400],
    ] as const) {
      const error = await t.app.inject({ method: 'GET', url, headers });
      expect(error.statusCode, url).toBe(status);
      expect(error.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await injectRoute(t, catalogApi.createBrand, { body: {} as never }, admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');

    // The model pages revalidate with their ETag; images are immutable at a content-hashed URL.
    for (const route of [catalogApi.getModelView, catalogApi.getAdminModelView]) {
      const url = route.path;
      const page = await injectRoute(t, route, { params: { id: model.id } }, admin.headers);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      const again = await injectRoute(
        t,
        route,
        { params: { id: model.id } },
        { ...admin.headers, 'if-none-match': String(page.headers.etag) },
      );
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe('private, no-cache');
    }
    const hash = 'c'.repeat(64);
    const pixel = Buffer.from('RIFF');
    await t.db.insert(images).values({ hash, thumb: pixel, large: pixel, width: 1, height: 1 });
    const image = await injectRoute(t, imagesApi.getImage, { params: { file: `${hash}-thumb.webp` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
