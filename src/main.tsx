import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app.tsx';

// Started by src/boot.ts, which may have put the screen kept from the last visit in #root: the first
// render replaces it.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = createApp();
// As a transition, React renders in slices that give the main thread back every few milliseconds
// (a start is then no single long task: the page stays responsive, and the kept screen stays on
// screen until the app's first frame replaces it).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  );
// Resolve the first screen (its code, and what its loader reads from the device) before the first
// render, so that React draws it once instead of drawing an empty frame and then the screen.
// A failed load still renders: the router shows the route's error screen.
void app.router.load().then(render, render);
