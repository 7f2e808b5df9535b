import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@parca/contract';
import type { FastifyInstance } from 'fastify';

/** Hashes of the inline scripts of index.html (the theme script that prevents a flash), for the CSP. */
export function inlineScriptHashes(indexHtml: string | undefined): string[] {
  if (!indexHtml) return [];
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`,
  );
}

export function readIndexHtml(webDist: string): string | undefined {
  const file = path.join(webDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and index.html for any
 * path that is not an API route or a file (client-side routing), so a reload of /admin/dolar-kuru works.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, indexHtml: string | undefined) {
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
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: 'İstenen adres bulunamadı.', code: ErrorCode.NotFound });
  });
}
