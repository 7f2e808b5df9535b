import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@parca/contract';
import { opensStaticSignIn } from '@parca/contract/pages';
import type { FastifyInstance } from 'fastify';

/** The built pages: index.html (the app) and signin.html (the sign-in page painted without the app). */
export interface WebPages {
  index?: string;
  signin?: string;
}

/** Hashes of the pages' inline scripts (the theme script that prevents a flash, the route preload), for the CSP. */
export function inlineScriptHashes(pages: WebPages): string[] {
  const hashes = [pages.index, pages.signin].flatMap((html) =>
    [...(html ?? '').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`,
    ),
  );
  return [...new Set(hashes)];
}

export function readWebPages(webDist: string): WebPages {
  const read = (name: string) => {
    const file = path.join(webDist, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  return { index: read('index.html'), signin: read('signin.html') };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the static sign-in page for
 * `/login` (docs/architecture.md#the-sign-in-page), and index.html for any other path that is not an API route or a
 * file (client-side routing), so a reload of /admin/dolar-kuru works.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, pages: WebPages) {
  const indexHtml = pages.index;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // One route per built file; any other path falls through to index.html below.
      wildcard: false,
      // The build writes .br and .gz beside each asset; browsers get the smallest they accept.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const url = new URL(request.url, 'http://server');
      const html = pages.signin && opensStaticSignIn(url.pathname, url.searchParams) ? pages.signin : indexHtml;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).send({ message: 'İstenen adres bulunamadı.', code: ErrorCode.NotFound });
  });
}
