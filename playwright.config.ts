import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (a test tool's own browser download does not work
 * here). The server runs on a fresh PostgreSQL database made by e2e/serve.mjs, so journeys can
 * set merchants up directly in the database.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const housePort = Number(process.env.E2E_HOUSE_PORT ?? port + 1);
process.env.E2E_DB ??= `wl_e2e_${Date.now()}`;
const adminUrl = process.env.E2E_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.E2E_DATABASE_URL ??= adminUrl.replace(/\/[^/]*$/, `/${process.env.E2E_DB}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? 'e2e/artifacts/output',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? 'e2e/artifacts/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      E2E_ADMIN_URL: adminUrl,
      E2E_DB: process.env.E2E_DB,
      E2E_SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Journeys fill forms faster than a person and log in many times from one address.
      BOT_MIN_FILL_MS: '0',
      LOGIN_IP_LIMIT_PER_MINUTE: '10000',
      // A shard registers more players from 127.0.0.1 in an hour than a visitor may (20).
      REGISTER_IP_LIMIT_PER_HOUR: '10000',
      // The points journey earns points by playing: read new rounds every 2 s, not every minute.
      POINTS_EARN_EVERY_MS: '2000',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      // E2E_HOUSE_PORT: when port + 1 is taken on a shared machine.
      HOUSE_PORT: String(housePort),
      HOUSE_PUBLIC_URL: `http://localhost:${housePort}`,
    },
  },
});
