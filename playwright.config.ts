import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.tmp/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI so a rare timing hiccup does not block a landing; the retry report names every
  // test that needed it.
  retries: process.env.CI ? 1 : 0,
  // No test longer than this, even on a busy machine: a longer one is split by what it checks.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/retry-report.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    // A trace is recorded on a failed test's retry (CI retries once), not on every test: recording one
    // (a DOM snapshot per action and a screencast) was a sixth of the browser tests' time. The first
    // failure keeps its error and a screenshot; `--trace on` records every test when needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone-390' }],
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `rm -rf ${DATA_DIR} && node server/main.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every test signs in from this one address, the same staff many times (the manager some fifty
      // times in ten minutes): the sign-in and upload limits are wide here (the API tests test them).
      OTP_LIMIT_PER_IP: '1000',
      OTP_LIMIT_PER_PHONE: '1000',
      OTP_PHONE_CAP: '1000',
      VERIFY_LIMIT_PER_IP: '1000',
      VERIFY_LIMIT_PER_STAFF: '1000',
      LOOKUP_LIMIT_PER_IP: '1000',
      UPLOAD_LIMIT_PER_HOUR: '1000',
      PUBLIC_READS_PER_IP: '10000',
      PUBLIC_BOOKINGS_PER_IP: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
