/**
 * Runs in a worker thread (dump.ts): opens the copied data directory as a PGlite of its own and dumps it. PGlite and
 * pg_dump are WebAssembly that runs synchronously for long stretches; on the server's thread they would hold every
 * request for seconds (measured: p99 3.3 s on the demo data), here they hold none.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** @type {{ tarball: Uint8Array; args: string[] }} */
const { tarball, args } = workerData;
const copy = await PGlite.create({ loadDataDir: new Blob([tarball]) });
try {
  const file = await pgDump({ pg: copy, args });
  const sql = new Uint8Array(await file.arrayBuffer());
  parentPort?.postMessage(sql, [sql.buffer]);
} finally {
  await copy.close();
}
