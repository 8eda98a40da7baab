import { Stack, Text } from '@mantine/core';
import { type CSSProperties, lazy, Suspense, useDeferredValue, useMemo } from 'react';
import type { ShopInfo } from '../../contract/shop.ts';
import { isIsoDay } from '../../lib/day.ts';
import { formatPhone } from '../../lib/format.ts';
import { idOf } from '../../lib/ids.ts';
import { KeptView } from '../../ui/kept-view.tsx';
import { publicBookingSource, useSalonOfKey } from './api/public-source.ts';
import { BookingWizard } from './components/booking-wizard.tsx';
import { slotOfQuery } from './model/wizard.ts';
import classes from './public-booking-page.module.css';

/** A booking's private link page, loaded only for a link (`?booking=`): the first visit does not carry it. */
const ManagedBookingPage = lazy(() =>
  import('./components/managed-booking.tsx').then((m) => ({ default: m.ManagedBookingPage })),
);

/** Spec part 2 §2: the phone with the +1 prefix removed. */
const localPhone = (phone: string) => formatPhone(phone.replace(/^\+1/, ''));

/**
 * The salon's public booking page (`/:id/booking`, id = the salon's api key; spec part 2 §2): the salon's
 * header (company name or --, address, city, phone), its banner and promotions when it shows them, and the
 * booking wizard with the Staff step; `time_slot` and `staff_id` (and `date`) of the query fill it in.
 * With `booking={token}` (the private link of a booking made here) it shows that booking instead.
 */
export function PublicBookingPage({ apiKey, search }: { apiKey: string; search: URLSearchParams }) {
  // The salon's answer draws the whole wizard: deferred, that render is done in slices that give the
  // main thread back every few milliseconds, not as one long task on a slow phone.
  const salon = useDeferredValue(useSalonOfKey(apiKey));
  return (
    <KeptView read={salon} what="salon" header={false}>
      {(shop) => <SalonBooking apiKey={apiKey} shop={shop} search={search} />}
    </KeptView>
  );
}

function SalonBooking({ apiKey, shop, search }: { apiKey: string; shop: ShopInfo; search: URLSearchParams }) {
  const source = useMemo(() => publicBookingSource(apiKey, shop), [apiKey, shop]);
  const prefill = useMemo(() => {
    const date = search.get('date');
    return {
      staffId: idOf(search.get('staff_id')),
      timeSlot: slotOfQuery(search.get('time_slot')),
      date: date && isIsoDay(date) ? date : null,
    };
  }, [search]);
  const token = search.get('booking');
  if (token) {
    return (
      <Suspense fallback={null}>
        <ManagedBookingPage source={source} token={token} header={<SalonHeader shop={shop} />} />
      </Suspense>
    );
  }
  return (
    <BookingWizard
      source={source}
      prefill={prefill}
      header={<SalonHeader shop={shop} />}
      onDone={() => window.location.assign(`/${encodeURIComponent(apiKey)}/booking`)}
    />
  );
}

function SalonHeader({ shop }: { shop: ShopInfo }) {
  const promotions = shop.showPromotion ? shop.promotionUrls : [];
  return (
    <Stack gap="xs" component="section" aria-label="Salon" px="md" pt="md" maw={640} mx="auto">
      {shop.bannerUrl && (
        <img src={shop.bannerUrl} alt={`${shop.companyName} banner`} className={classes.banner} />
      )}
      <div>
        <Text fw={700} size="lg" data-testid="salon-name">
          {shop.companyName || '--'}
        </Text>
        <Text size="sm" c="dimmed">
          {[shop.address, shop.city].filter(Boolean).join(', ')}
        </Text>
        {shop.phone && (
          <Text size="sm" component="a" href={`tel:${shop.phone}`} c="pink.8">
            {localPhone(shop.phone)}
          </Text>
        )}
      </div>
      {promotions.length > 0 && (
        <section
          aria-label="Promotions"
          className={classes.promotions}
          style={{ '--promotion-columns': promotions.length > 1 ? 2 : 1 } as CSSProperties}
        >
          {promotions.map((url) => (
            <img key={url} src={url} alt="Promotion" className={classes.promotion} />
          ))}
        </section>
      )}
    </Stack>
  );
}
