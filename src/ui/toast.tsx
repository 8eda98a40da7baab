import { Notification, Portal } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { ChangeOutcome } from '../offline/sync-engine.ts';
import classes from './toast.module.css';

/** Spec part 2 §9: a toast hides itself after 3000 ms. */
export const TOAST_MS = 3000;

/** Spec part 2 §8: what an action says when it ends. */
export const TOAST_TEXT = {
  updated: 'Updated!',
  success: 'Success',
  failed: 'An error occurred, please try again!',
  queued: 'Saved on this phone, will be sent when online',
  /** Online, and the server could not take the change now: it is kept and tried again by itself. */
  retrying: 'Saved on this phone: the server could not take it yet, it will be tried again',
} as const;

/** Success (green), warning (a refusal or failure, orange), queued (kept on this phone, blue). */
export type ToastKind = 'success' | 'warning' | 'queued';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let shown: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Toast[]) => {
  shown = next;
  for (const listener of listeners) listener();
};

/** The toasts on screen, oldest first. */
export const currentToasts = (): readonly Toast[] => shown;

/** Hides a toast before its time (its close button). */
export function dismissToast(id: number): void {
  publish(shown.filter((t) => t.id !== id));
}

/**
 * Shows a toast for TOAST_MS, in place of the one showing: one answer at a time, so toasts never stack
 * over the screen (each action answers once, and the newest answer is the one that counts).
 */
export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  publish([{ id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/**
 * The words of a failure: the server's message when it gave one, else the spec's sentence. Errors that
 * carry a `message` (ApiError and plain errors) are read as they are.
 */
export function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message.trim() : '';
  return message === '' ? TOAST_TEXT.failed : message;
}

/** The one way an action answers (spec part 2 §8). */
export const toast = {
  /** A change the server took: "Updated!" unless the caller says otherwise. */
  success: (message: string = TOAST_TEXT.updated) => showToast('success', message),
  /** A refusal or failure: the server's message, or the spec's sentence. */
  failure: (err: unknown) => showToast('warning', failureText(err)),
  warning: (message: string) => showToast('warning', message),
  /** A change kept on this phone until the connection returns. */
  queued: () => showToast('queued', TOAST_TEXT.queued),
};

/**
 * What an offline change says after its first attempt: `success` when the server took it, that it is
 * kept on this phone when it could not be sent, or the server's refusal.
 */
export function toastOutcome(outcome: ChangeOutcome | undefined, success: string = TOAST_TEXT.updated): void {
  if (!outcome) return;
  if (outcome.kind === 'sent') toast.success(success);
  else if (outcome.kind === 'queued') toast.queued();
  else if (outcome.kind === 'retrying') showToast('queued', TOAST_TEXT.retrying);
  else toast.warning(outcome.message.trim() || TOAST_TEXT.failed);
}

const COLOR: Record<ToastKind, string> = { success: 'teal', warning: 'orange', queued: 'blue' };

/** Where toasts appear: once, in the root route, over every screen. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => shown,
  );
  if (toasts.length === 0) return null;
  return (
    <Portal>
      <div className={classes.stack}>
        {toasts.map((t) => (
          <Notification
            key={t.id}
            color={COLOR[t.kind]}
            withBorder
            role={t.kind === 'warning' ? 'alert' : 'status'}
            data-testid="toast"
            data-kind={t.kind}
            onClose={() => dismissToast(t.id)}
            closeButtonProps={{ 'aria-label': 'Close' }}
          >
            {t.message}
          </Notification>
        ))}
      </div>
    </Portal>
  );
}
