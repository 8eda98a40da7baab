/** `npm run dev`: the API server in demo mode and the Vite dev server with HMR, stopped together. */
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=src/contract', 'server/main.ts', '--demo'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
