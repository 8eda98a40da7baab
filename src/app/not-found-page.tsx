import { readSession } from '../lib/session.ts';
import { NotFound } from '../ui/not-found.tsx';
import { ScreenTitle } from '../ui/screen-title.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';

/**
 * A page no route knows: inside the signed-in frame (its header with a way back, the offline banner)
 * for someone signed in, else on its own; the browser's title says "Not found" either way.
 */
export function NotFoundPage() {
  if (!readSession()) return <SignedOutNotFound />;
  return (
    <ScreenTitle fallback="Not found">
      {(title) => (
        <AdminLayout title={title} back>
          <NotFound />
        </AdminLayout>
      )}
    </ScreenTitle>
  );
}

function SignedOutNotFound() {
  usePageTitle('Not found');
  return <NotFound />;
}
