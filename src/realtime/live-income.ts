import { whenIdle } from '../lib/idle.ts';

/**
 * Live income over STOMP (`/ws`): subscribes to `/topic/staff/income/{staffId}` and calls `onChange`
 * for every message (a ticket of that staff member closed, or its tip or status changed). Reconnects
 * with exponential backoff (1 s doubling to 30 s). The STOMP client loads only when this starts, so it
 * stays out of the first screen's code.
 */
export function connectLiveIncome(staffId: number, onChange: () => void): () => void {
  let stopped = false;
  let deactivate: (() => Promise<void>) | undefined;
  // After the first screen is drawn: the live connection is not needed to show anything.
  whenIdle(
    () =>
      void import('@stomp/stompjs').then(({ Client, ReconnectionTimeMode }) => {
        if (stopped) return;
        const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
        const client = new Client({
          brokerURL: `${scheme}://${location.host}/ws`,
          reconnectDelay: 1000,
          heartbeatIncoming: 10_000,
          heartbeatOutgoing: 10_000,
        });
        client.reconnectTimeMode = ReconnectionTimeMode.EXPONENTIAL;
        client.maxReconnectDelay = 30_000;
        client.onConnect = () => {
          client.subscribe(`/topic/staff/income/${staffId}`, () => {
            // Read by bench/live-income.ts (ticket closed → message in the browser).
            performance.mark('income-message');
            onChange();
          });
          // Anything may have changed while the connection was down.
          onChange();
        };
        client.activate();
        deactivate = () => client.deactivate();
      }),
  );
  return () => {
    stopped = true;
    void deactivate?.();
  };
}
