/**
 * What a connection may cost the server (issue 20): a body that trickles in is cut off at the request timeout, a URL
 * over 16 KB is answered in the API's shape and in Turkish, and the OpenAPI document is for signed-in admins only.
 * Against a real listening server where the socket matters.
 */
import net from 'node:net';
import { Role } from '@parca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, describeEachDatabase, type Session, signIn, type TestApp } from './helpers.ts';

/** What the server writes on a raw connection until it closes it (or the deadline passes: then `closed` is false). */
function rawExchange(port: number, send: (socket: net.Socket) => void, deadlineMs: number) {
  return new Promise<{ closed: boolean; text: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, text, ms: performance.now() - started });
    }, deadlineMs);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ closed: true, text, ms: performance.now() - started });
    });
  });
}

/** The status and JSON body of a raw HTTP answer. */
function parseAnswer(text: string) {
  const [head, body] = text.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 2)]),
    ),
    body: JSON.parse(body) as unknown,
  };
}

describe('configuration of the timeouts', () => {
  it('has defaults that carry a 20 MB upload on a slow line, reads durations, and keeps headers within the request', () => {
    expect(loadConfig({}).timeouts).toEqual({
      request: 300_000,
      headers: 30_000,
      connection: 120_000,
      keepAlive: 72_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT: '10m', KEEP_ALIVE_TIMEOUT: '5' }).timeouts).toMatchObject({
      request: 600_000,
      keepAlive: 5_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '20', HEADERS_TIMEOUT: '30' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_TIMEOUT: '20', HEADERS_TIMEOUT: '30' })).toThrow(/HEADERS_TIMEOUT/);
  });
});

describeEachDatabase('connection limits', (target) => {
  let t: TestApp;
  let port: number;
  let admin: Session;
  let dealer: Session;
  beforeAll(async () => {
    // Short timeouts, so a slow body is cut off within the test.
    t = await createTestApp(target, { timeouts: { request: 1000, headers: 500, connection: 10_000, keepAlive: 5000 } });
    admin = await signIn(t, Role.Admin);
    dealer = await signIn(t, Role.Kullanici);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection whose body trickles in a byte at a time, with 408 in Turkish, while others are served', async () => {
    let drip: NodeJS.Timeout | undefined;
    const slow = rawExchange(
      port,
      (socket) => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{',
        );
        drip = setInterval(() => socket.writable && socket.write(' '), 100);
      },
      5000,
    );
    const normal = await fetch(`http://127.0.0.1:${port}/api/users/whoami`, { headers: admin.headers });
    expect(normal.status).toBe(200);
    const { closed, text, ms } = await slow;
    clearInterval(drip);
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(3000);
    const answer = parseAnswer(text);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      message: 'İstek zamanında tamamlanmadı: bağlantı çok yavaş ya da kesildi. Lütfen tekrar deneyin.',
      code: 'REQUEST_TIMEOUT',
    });
  });

  it('answers a URL over 16 KB with 431 in the API’s shape, in Turkish', async () => {
    const { closed, text } = await rawExchange(
      port,
      (socket) => socket.write(`GET /api/brands?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
      5000,
    );
    expect(closed).toBe(true);
    const answer = parseAnswer(text);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      message: 'İstek başlıkları ya da adres çok uzun (en fazla 16 KB).',
      code: 'VALIDATION_ERROR',
    });
  });

  it('serves the OpenAPI document to signed-in admins only; the UI page sends the panel’s stored sign-in', async () => {
    // Raw: /api/docs is swagger-ui's, not a route of the table.
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code, url).toBe('UNAUTHORIZED');
      const asDealer = await t.app.inject({ method: 'GET', url, headers: dealer.headers });
      expect(asDealer.statusCode, url).toBe(403);
      const asAdmin = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(asAdmin.statusCode, url).toBe(200);
    }
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin.headers })).json();
    expect(spec.openapi).toMatch(/^3\./);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/api/docs/static/swagger-initializer.js"');
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/requestInterceptor[\s\S]*localStorage[\s\S]*getItem\(\s*['"]token['"]/);
  });
});
