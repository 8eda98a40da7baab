import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app.tsx';
import { recoverFromMissingChunks } from './app/chunk-recovery.ts';

// First: a script gone after a release reloads the page (once) rather than breaking the screen.
recoverFromMissingChunks();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = createApp();
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
// Resolve the first screen (its code, and what its loader reads from the device) before the first
// render, so that React draws it once instead of drawing an empty frame and then the screen.
// A failed load still renders: the router shows the route's error screen.
void app.router.load().then(render, render);
