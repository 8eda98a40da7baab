import './app/mantine-styles.ts';
import './lib/after-react.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppMantineProvider } from './app/mantine-provider.tsx';
import { PublicBookingPage } from './features/booking/public-booking-page.tsx';

/** The public booking page's entry (booking.html): the salon's key is the path's first part. */
const root = document.getElementById('root');
if (root) {
  const [, key = ''] = window.location.pathname.split('/');
  // As a transition, the first render is done in slices that give the main thread back every few
  // milliseconds, rather than as one long task on a slow phone.
  startTransition(() =>
    createRoot(root).render(
      <AppMantineProvider>
        <PublicBookingPage
          apiKey={decodeURIComponent(key)}
          search={new URLSearchParams(window.location.search)}
        />
      </AppMantineProvider>,
    ),
  );
}
