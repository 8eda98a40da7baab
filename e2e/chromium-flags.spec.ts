import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** Each process's parent and command line (Linux's /proc). */
function processes(): { pid: number; ppid: number; args: string[] }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // "pid (command) state ppid …": the command may hold spaces, so read after its closing bracket.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return [{ pid: Number(name), ppid, args }];
      } catch {
        return [];
      }
    });
}

test('the browser keeps every feature Playwright turns off, with ours (one --disable-features counts)', async ({
  browser,
}) => {
  expect(browser.isConnected()).toBe(true);
  // The browser this worker launched: its child (or the Debian wrapper's).
  const all = processes();
  const mine = new Set([process.pid]);
  for (let depth = 0; depth < 2; depth++) for (const p of all) if (mine.has(p.ppid)) mine.add(p.pid);
  const chromium = all.find(
    (p) => mine.has(p.pid) && p.args.some((a) => a.startsWith('--disable-features=')),
  );
  expect(chromium, 'the browser process of this worker').toBeDefined();
  const switches = (chromium?.args ?? [])
    .filter((a) => a.startsWith('--disable-features='))
    .map((a) => a.slice('--disable-features='.length).split(','));
  // Chromium reads the last switch of a name alone: every name given in an earlier one must be in it.
  const effective = new Set(switches.at(-1));
  const lost = switches
    .slice(0, -1)
    .flat()
    .filter((name) => !effective.has(name));
  expect(lost, 'features turned off by an earlier --disable-features that the last one drops').toEqual([]);
  expect([...effective]).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxAimPopup']));
});
