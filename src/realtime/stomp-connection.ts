import { Client, ReconnectionTimeMode } from '@stomp/stompjs';

/**
 * The page's one STOMP connection to `/ws` (loaded when the first topic is followed): reconnects with
 * exponential backoff (1 s doubling to 30 s) and, after every (re)connection, subscribes to every
 * destination followed and calls `onConnected` (anything may have changed meanwhile).
 */
export function connect(
  destinations: () => Iterable<string>,
  onMessage: (destination: string) => void,
  onConnected: () => void,
): { subscribe(destination: string): void; close(): void } {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Client({
    brokerURL: `${scheme}://${location.host}/ws`,
    reconnectDelay: 1000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
  });
  client.reconnectTimeMode = ReconnectionTimeMode.EXPONENTIAL;
  client.maxReconnectDelay = 30_000;
  const subscribed = new Set<string>();
  const subscribe = (destination: string) => {
    if (!client.connected || subscribed.has(destination)) return;
    subscribed.add(destination);
    client.subscribe(destination, () => onMessage(destination));
  };
  client.onConnect = () => {
    subscribed.clear();
    for (const destination of destinations()) subscribe(destination);
    onConnected();
  };
  client.activate();
  return { subscribe, close: () => void client.deactivate() };
}
