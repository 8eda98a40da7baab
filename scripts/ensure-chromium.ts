/** The browser tests drive Debian's Chromium. Installs it when missing and we are root; otherwise says how. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: run "sudo apt-get update && sudo apt-get install -y chromium" and try again.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error(`Installing chromium did not provide ${CHROMIUM}.`);
    process.exit(1);
  }
}
