import { useEffect, useRef } from 'react';
import { whenIdle } from '../lib/idle.ts';

/**
 * Live updates over STOMP (`/ws`): one connection for the page, shared by every topic followed. It
 * opens when the first topic is followed (once the page is idle: nothing on screen waits for it; its
 * code loads then) and closes with the last. After every (re)connection each listener is called once,
 * since anything may have changed meanwhile.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
let connection: { subscribe(destination: string): void; close(): void } | undefined;
let opening = false;

const callAll = (destination: string) => {
  for (const listener of listeners.get(destination) ?? []) listener();
};

function open(): void {
  if (connection || opening) return;
  opening = true;
  whenIdle(
    () =>
      void import('./stomp-connection.ts').then(({ connect }) => {
        opening = false;
        if (listeners.size === 0) return;
        connection = connect(
          () => listeners.keys(),
          callAll,
          () => {
            for (const destination of listeners.keys()) callAll(destination);
          },
        );
      }),
  );
}

/** Follows a topic: `onMessage` runs for each message on it (and after each reconnection). */
export function followTopic(destination: string, onMessage: Listener): () => void {
  let set = listeners.get(destination);
  if (!set) {
    set = new Set();
    listeners.set(destination, set);
  }
  set.add(onMessage);
  if (connection) connection.subscribe(destination);
  else open();
  return () => {
    const current = listeners.get(destination);
    current?.delete(onMessage);
    if (current?.size === 0) listeners.delete(destination);
    if (listeners.size === 0) {
      connection?.close();
      connection = undefined;
    }
  };
}

/** Follows `destination` while the component is mounted (none when null). */
export function useTopic(destination: string | null, onMessage: Listener): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (!destination) return;
    return followTopic(destination, () => latest.current());
  }, [destination]);
}
