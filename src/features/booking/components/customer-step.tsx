import { Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { COUPON_NOT_FOUND, type CouponInfo } from '../../../contract/booking.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { couponToLookUp, isPhoneValid, SEARCH_DEBOUNCE_MS } from '../model/wizard.ts';
import type { StepProps } from './choice-steps.tsx';

/** A coupon's value as the salon writes it: "10%" or "$5.00" (spec §3: discountType 1 is percent). */
export const couponValueText = (c: CouponInfo): string =>
  c.discountType === 1 ? `${c.discountValue}%` : formatMoney(c.discountValue);

/**
 * Customer (spec §2, §5): the phone (digits only; looked up from 10), the name (locked for a customer
 * the salon has; a failed lookup clears it and puts the cursor there) and a coupon (looked up from 6
 * characters: its name, value and end date, or "Coupon does not exit").
 */
export function CustomerStep({ draft, dispatch, source }: StepProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const match = draft.customer;

  // The phone's customer, once 10 digits are there and not yet asked.
  useEffect(() => {
    if (!isPhoneValid(draft.phone) || match.kind !== 'none') return;
    const controller = new AbortController();
    setLookingUp(true);
    source
      .lookUpCustomer(draft.phone, controller.signal)
      .then(
        (found) => dispatch({ type: 'customer', match: found }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'customer', match: { kind: 'new' } });
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setLookingUp(false);
      });
    return () => controller.abort();
  }, [draft.phone, match.kind, source, dispatch]);

  // A failed lookup puts the cursor in the name (spec §5).
  useEffect(() => {
    if (match.kind === 'new') nameRef.current?.focus();
  }, [match.kind]);

  const locked = match.kind === 'found';
  return (
    <Stack gap="md">
      <TextInput
        label="Phone"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10 digits"
        value={draft.phone}
        onChange={(e) => dispatch({ type: 'phone', value: e.currentTarget.value })}
        rightSection={lookingUp ? <Loader size="xs" aria-label="Looking up the phone" /> : null}
        data-testid="booking-phone"
      />
      <TextInput
        ref={nameRef}
        label="Name"
        required={match.kind !== 'known'}
        autoComplete="name"
        maxLength={100}
        value={draft.name}
        readOnly={locked}
        description={
          locked
            ? 'A customer of the salon: booked under this name.'
            : match.kind === 'known'
              ? 'The salon has this phone on file: the name may stay empty.'
              : undefined
        }
        onChange={(e) => dispatch({ type: 'name', value: e.currentTarget.value })}
        data-testid="booking-name"
      />
      <CouponField draft={draft} dispatch={dispatch} source={source} />
    </Stack>
  );
}

function CouponField({ draft, dispatch, source }: StepProps) {
  const [code] = useDebouncedValue(draft.couponCode, SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<'idle' | 'checking' | 'missing' | 'failed'>('idle');
  const wanted = couponToLookUp(code);
  const have = draft.coupon?.couponCode.toLowerCase() === wanted?.toLowerCase();

  useEffect(() => {
    if (wanted === null) {
      setState('idle');
      return;
    }
    if (have) return;
    const controller = new AbortController();
    setState('checking');
    source.lookUpCoupon(wanted, controller.signal).then(
      (coupon) => {
        dispatch({ type: 'coupon', coupon });
        setState('idle');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState(err instanceof ApiError && err.status === 404 ? 'missing' : 'failed');
      },
    );
    return () => controller.abort();
  }, [wanted, have, source, dispatch]);

  const coupon = draft.coupon;
  return (
    <Stack gap={6}>
      <TextInput
        label="Coupon"
        autoCapitalize="characters"
        maxLength={50}
        value={draft.couponCode}
        onChange={(e) => dispatch({ type: 'couponCode', value: e.currentTarget.value })}
        rightSection={state === 'checking' ? <Loader size="xs" aria-label="Looking up the coupon" /> : null}
        error={state === 'missing' && wanted !== null ? COUPON_NOT_FOUND : undefined}
        description={
          state === 'failed'
            ? 'The coupon could not be checked now; it is checked again when you book.'
            : undefined
        }
        data-testid="booking-coupon"
      />
      {coupon && (
        <Paper withBorder radius="md" p="sm" bg="green.0" data-testid="booking-coupon-found">
          <Text size="sm" fw={700}>
            {coupon.couponName}
          </Text>
          <Text size="sm">
            {couponValueText(coupon)} off{coupon.endDate ? ` · until ${coupon.endDate}` : ''}
          </Text>
          {coupon.description && (
            <Text size="xs" c="dimmed">
              {coupon.description.split('+').join(' · ')}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
