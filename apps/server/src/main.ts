import cluster from 'node:cluster';
import path from 'node:path';
import { roleNames } from '@parca/contract';
import { buildApp } from './app.ts';
import { superviseWorkers } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { DataMigrationError } from './db/data-migrations.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { backupsLabel, databaseLabel, startBanner } from './lib/banner.ts';
import { loggerOptions } from './lib/logging.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { stopOnSignals } from './lib/shutdown.ts';
import { answerMetricsAsks } from './modules/health/index.ts';
import { smtpTransport } from './modules/mail/index.ts';
import { hasAnyUser } from './modules/users/index.ts';
import { seedDemo } from './seed/demo.ts';
import { type CatalogSize, demoSize, largeDemoSize } from './seed/demo-catalog.ts';
import { demoAccounts } from './seed/demo-users.ts';

/** DEMO_SIZE's data sets; `large` is the one `npm run bench` and `npm run bench:web` measure. */
const demoSizes: Record<Config['demoSize'], CatalogSize> = {
  small: { productsPerModel: 4 },
  full: demoSize,
  large: largeDemoSize,
};

/** The database opened and migrated, with the demo data in an empty one when asked for. */
async function openServerDatabase(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    onIdleConnectionError: (err) =>
      console.error('PostgreSQL bağlantısı koptu, yenisi açılacak / idle connection lost:', err.message),
  });
  if (config.demo && !(await hasAnyUser(database.db))) {
    const started = Date.now();
    const made = await seedDemo(database.db, demoSizes[config.demoSize]);
    console.log(
      `Demo verisi: ${made.brands} marka, ${made.series} seri, ${made.models} model, ${made.products} ürün, ${made.stocks} stok, ${made.orders} geçmiş sipariş (${Date.now() - started} ms)`,
    );
  }
  return database;
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    // Migrations and the demo seed once, here, before any worker opens the database.
    await (await openServerDatabase(config)).close();
    answerMetricsAsks();
    superviseWorkers(config.workers);
    return;
  }
  // Only the embedded database needs the lock: PostgreSQL guards itself, and N instances may share it.
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openServerDatabase(config);
  const app = await buildApp({
    db: database.db,
    jwtSecret: await loadJwtSecret(config.jwtSecret, database, config.dataDir),
    tokenTtlSeconds: config.tokenTtlSeconds,
    bodyLimit: config.bodyLimit,
    timeouts: config.timeouts,
    trustProxy: config.trustProxy,
    soleServer: database.kind === 'pglite',
    webDist: config.webDist,
    logger: await loggerOptions(config.logLevel),
    logRequests: config.logRequests,
    poolStats: database.poolStats,
    metricsToken: config.metricsToken,
    metricsAcrossWorkers: cluster.isWorker,
    mail: {
      setup: {
        transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : null,
        from: config.mail.from,
        publicUrl: config.mail.publicUrl ?? null,
      },
      pollMs: config.mail.pollMs,
    },
    rateSource: config.rateSource,
    backups: { ...config.backups, databaseUrl: config.databaseUrl },
  });

  stopOnSignals({ app, closeDatabase: () => database.close(), releaseLock });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const banner = startBanner({
    url,
    database: databaseLabel(config.databaseUrl),
    dataDir: config.dataDir,
    backups: backupsLabel(config.backups),
    pid: process.pid,
  });
  console.log(banner.join('\n'));
  // With WORKERS=N every worker names itself above; the rest is said once.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  if (!config.mail.smtpUrl) console.log('E-posta ayarlı değil (SMTP_URL yok): e-postalar gönderilmez.');
  if (config.demo) {
    console.log('Demo hesapları:');
    for (const a of demoAccounts) console.log(`  ${roleNames[a.role].padEnd(10)} ${a.email}  /  ${a.password}`);
  } else if (!(await hasAnyUser(database.db))) {
    console.log(`İlk kurulum: ${url}/login adresini açın ve ilk yönetici hesabını oluşturun.\n`);
  }
}

main().catch((err) => {
  // These say what to fix; a stack trace would only hide it.
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataMigrationError) {
    console.error(err.message);
  } else {
    console.error('Sunucu başlatılamadı / server failed to start:', err);
  }
  process.exit(1);
});
