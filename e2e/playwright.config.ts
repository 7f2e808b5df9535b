import { defineConfig, devices } from '@playwright/test';

/**
 * Two real servers: one on an empty database (first run), one with the demo data set. `E2E_PORT` moves both (and
 * their data directories), so two runs on one machine do not meet; `WEB_DIST` picks the built app they serve.
 */
const basePort = Number(process.env.E2E_PORT ?? 3210);
export const FRESH_URL = `http://127.0.0.1:${basePort}`;
export const DEMO_URL = `http://127.0.0.1:${basePort + 1}`;
/**
 * The demo server mails through an SMTP server on the next port, which mail.spec.ts starts for its own tests; while
 * none listens there the server's mails wait for their next attempt, and no other spec reads them.
 */
export const SMTP_PORT = basePort + 2;
/**
 * Both servers take the dollar rate from a TCMB-format file on the port after (RATE_SOURCE_URL), which rates.spec.ts
 * serves for its own tests; never TCMB itself. No scheduled fetch: a run at 15:45 Istanbul must not ring the admins'
 * bell in the middle of other specs.
 */
export const RATE_PORT = basePort + 3;
const rateSource = {
  RATE_SOURCE_URL: `http://127.0.0.1:${RATE_PORT}/kurlar/today.xml`,
  RATE_FETCH_TIMEOUT_MS: '3000',
  RATE_FETCH_SCHEDULE: 'off',
  // The specs press "Şimdi yedekle" themselves; a server starting after 03:00 would otherwise back up on its own.
  BACKUP_SCHEDULE: 'off',
};

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  locale: 'tr-TR',
  timezoneId: 'Europe/Istanbul',
};

export default defineConfig({
  testDir: '.',
  outputDir: process.env.E2E_PORT ? `./test-results-${basePort}` : './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'first-run', testMatch: /first-run\.spec\.ts/, use: { ...chromium, baseURL: FRESH_URL } },
    {
      name: 'app',
      testIgnore: /first-run\.spec\.ts/,
      testMatch: /.*\.spec\.ts/,
      use: { ...chromium, baseURL: DEMO_URL },
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/serve.ts fresh-${basePort} ${basePort}`,
      cwd: '..',
      env: rateSource,
      url: `${FRESH_URL}/api/users/first/status`,
      timeout: 120_000,
      reuseExistingServer: false,
      // the servers log at warn (e2e/serve.ts): a warning or a stack trace shows in the run's output
      stdout: 'pipe',
    },
    {
      command: `node --import tsx e2e/serve.ts demo-${basePort} ${basePort + 1} --demo`,
      cwd: '..',
      env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, PUBLIC_URL: DEMO_URL, MAIL_POLL_MS: '200', ...rateSource },
      url: `${DEMO_URL}/api/users/first/status`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
