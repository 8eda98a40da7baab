import { Button, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { readJson, removeStored, writeJson } from '../../../lib/storage.ts';
import { BackIcon, TickIcon } from '../../../ui/icons.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { failureText } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import type { BookingSource } from '../api/booking-source.ts';
import {
  type BookedAppointment,
  bookingRequestOf,
  canOpen,
  formStepsOf,
  initialState,
  isStepComplete,
  isWizardState,
  nextLabel,
  type Prefill,
  prefilled,
  previewOf,
  reduce,
  stepTitle,
  TAB_LABELS,
  type WizardState,
} from '../model/wizard.ts';
import classes from './booking-wizard.module.css';
import { CustomerStep } from './customer-step.tsx';

let laterSteps: Promise<typeof import('./later-steps.tsx')> | null = null;
const loadLaterSteps = () => {
  laterSteps ??= import('./later-steps.tsx').catch((err: unknown) => {
    laterSteps = null;
    throw err;
  });
  return laterSteps;
};
const preloadLaterSteps = () => {
  void loadLaterSteps().catch(() => undefined);
};
const ServicesStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ServicesStep })));
const StaffStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.StaffStep })));
const TimeStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.TimeStep })));
const ReviewStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ReviewStep })));
const SuccessStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.SuccessStep })));
const MessageDialog = lazy(() => loadLaterSteps().then((m) => ({ default: m.MessageDialog })));

/** The draft kept across a reload: what was typed is never lost (issue 21 "Offline"). */
function startingState(source: BookingSource, prefill: Prefill | null): WizardState {
  const fresh = initialState(source.self);
  if (prefill && (prefill.staffId !== null || prefill.timeSlot !== null)) {
    // A link with a time or a staff member is a new booking: the prefill, on a fresh draft.
    return {
      ...fresh,
      draft: prefilled(fresh.draft, prefill, source.today, source.self ? [source.self] : []),
    };
  }
  const kept = readJson(source.draftKey, isWizardState);
  if (!kept || kept.step === 'SUCCESS') return fresh;
  // A technician's own staff stays themselves whatever was kept.
  return source.self ? { ...kept, draft: { ...kept.draft, staff: source.self, requestStaff: true } } : kept;
}

/**
 * The booking wizard (spec part 2 §2, §4): the top bar BOOKING with BACK, "Step N of 5", the tabs
 * Customer, Services, Staff (managers and the public page) and Time, each open once complete and
 * ticked; then Review with BOOK, and Success with BOOK ANOTHER APPOINTMENT and DONE. The same wizard
 * runs in the app and on the salon's public page; `source` says where its data comes from.
 */
export function BookingWizard({
  source,
  prefill = null,
  header,
  onLeave,
  onDone,
}: {
  source: BookingSource;
  prefill?: Prefill | null;
  /** The public page's salon header. */
  header?: ReactNode;
  /** BACK on the first step (the app: the screen it came from); absent: no BACK there. */
  onLeave?: (() => void) | undefined;
  /** DONE on Success. */
  onDone?: (() => void) | undefined;
}) {
  const mode = source.mode;
  const [state, dispatch] = useReducer(reduce, undefined, () => startingState(source, prefill));
  const [booked, setBooked] = useState<readonly BookedAppointment[]>([]);
  const [queued, setQueued] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The time a booking found taken: Review offers fresh times until another is chosen. */
  const [takenSlot, setTakenSlot] = useState<string | null>(null);
  const { draft, step } = state;
  const catalogue = source.useCatalogue();
  const staffForPrefill = source.useStaff(mode !== 'technician' && prefill?.staffId != null);

  // The prefilled staff member, once the staff are known (by id: the query names them).
  const prefillStaff = prefill?.staffId ?? null;
  useEffect(() => {
    if (prefillStaff === null || draft.staff !== null || mode === 'technician') return;
    const found = staffForPrefill.data?.find((s) => s.id === prefillStaff);
    if (found) dispatch({ type: 'staff', staff: found });
  }, [prefillStaff, staffForPrefill.data, draft.staff, mode]);

  // Kept on this phone as it is typed; gone once booked.
  useEffect(() => {
    if (step === 'SUCCESS') removeStored(source.draftKey);
    else writeJson(source.draftKey, state);
  }, [state, step, source.draftKey]);

  const request = useMemo(
    () => bookingRequestOf(draft, catalogue.data, source.apiKey),
    [draft, catalogue.data, source.apiKey],
  );
  // One key per booking asked for: a retry after a lost answer books once (the app's call keeps it).
  const requestText = JSON.stringify(request);
  const idempotencyKey = useMemo(() => (requestText ? crypto.randomUUID() : ''), [requestText]);

  const book = useSingleFlight(async () => {
    if (!request) return;
    try {
      const answer = await source.book(request, idempotencyKey, previewOf(request, draft, catalogue.data));
      setBooked(answer.appointments);
      setQueued(answer.queued);
      dispatch({ type: 'booked' });
      // The Success step is the answer (a toast would cover its title).
      void source.afterBooking?.();
    } catch (err) {
      // A time taken meanwhile (by a race or a booking made since): fresh times are offered on Review.
      const taken = err instanceof ApiError && err.status === 409;
      if (taken) await source.afterBooking?.();
      setTakenSlot(taken ? draft.timeSlot : null);
      setFailure(failureText(err));
    }
  });

  const forms = formStepsOf(mode);
  const isForm = step !== 'REVIEW' && step !== 'SUCCESS';
  const back = () => {
    if (step === forms[0]) onLeave?.();
    else dispatch({ type: 'back', mode });
  };
  const canGoBack = step !== 'SUCCESS' && (step !== forms[0] || onLeave !== undefined);

  return (
    // The next steps' code is asked for once the visitor starts on the first (a field focused, a tap): it
    // arrives while they type, and a visitor who only looks does not pay for it.
    <div
      className={classes.shell}
      onFocusCapture={preloadLaterSteps}
      onPointerDownCapture={preloadLaterSteps}
    >
      <header className={classes.bar}>
        <Group h="100%" px="xs" wrap="nowrap" justify="space-between">
          <div className={classes.side}>
            {canGoBack && (
              <Button variant="subtle" leftSection={<BackIcon size={18} />} onClick={back} px={6}>
                BACK
              </Button>
            )}
          </div>
          <Title order={1} size="h4">
            BOOKING
          </Title>
          <div className={classes.side} />
        </Group>
      </header>
      <main className={classes.main}>
        {header}
        <Stack gap="sm" className={classes.content}>
          <Title order={2} size="sm" c="dimmed" data-testid="booking-step-title">
            {stepTitle(mode, step)}
          </Title>
          {step !== 'SUCCESS' && (
            <nav aria-label="Booking steps" className={classes.tabs}>
              {forms.map((s) => {
                const done = isStepComplete(s, draft);
                const open = canOpen(state, s);
                return (
                  <UnstyledButton
                    key={s}
                    className={classes.tab}
                    data-active={s === step || undefined}
                    disabled={!open}
                    aria-current={s === step ? 'step' : undefined}
                    onClick={() => dispatch({ type: 'goTo', step: s })}
                  >
                    {done && <TickIcon size={14} />}
                    {TAB_LABELS[s]}
                  </UnstyledButton>
                );
              })}
            </nav>
          )}
          {step === 'INFORMATION' && <CustomerStep draft={draft} dispatch={dispatch} source={source} />}
          <Suspense fallback={<PageLoading visible />}>
            {step === 'SERVICE' && <ServicesStep draft={draft} dispatch={dispatch} source={source} />}
            {step === 'DATE_STAFF' && <StaffStep draft={draft} dispatch={dispatch} source={source} />}
            {step === 'TIME_SLOT' && <TimeStep draft={draft} dispatch={dispatch} source={source} />}
            {step === 'REVIEW' && (
              <ReviewStep
                draft={draft}
                dispatch={dispatch}
                source={source}
                mode={mode}
                offerTimes={takenSlot !== null && takenSlot === draft.timeSlot}
              />
            )}
            {step === 'SUCCESS' && <SuccessStep appointments={booked} source={source} queued={queued} />}
          </Suspense>
        </Stack>
      </main>
      <footer className={classes.footer}>
        {isForm && (
          <Button
            fullWidth
            size="md"
            disabled={!isStepComplete(step, draft)}
            onClick={() => dispatch({ type: 'next', mode })}
          >
            {nextLabel(mode, state)}
          </Button>
        )}
        {step === 'REVIEW' && (
          <Button fullWidth size="md" loading={book.busy} disabled={!request} onClick={() => void book.run()}>
            BOOK
          </Button>
        )}
        {step === 'SUCCESS' && (
          <Stack gap="xs">
            <Button
              variant="default"
              size="md"
              fullWidth
              onClick={() => {
                setBooked([]);
                dispatch({ type: 'reset', self: source.self });
              }}
            >
              BOOK ANOTHER APPOINTMENT
            </Button>
            {onDone && (
              <Button size="md" fullWidth onClick={onDone}>
                DONE
              </Button>
            )}
          </Stack>
        )}
      </footer>
      {failure !== null && (
        <Suspense fallback={null}>
          <MessageDialog opened onClose={() => setFailure(null)} title="Booking failed" message={failure} />
        </Suspense>
      )}
    </div>
  );
}
