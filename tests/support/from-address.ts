import { request } from 'node:http';
import type { JsonAnswer } from './server.ts';

/**
 * Sends a JSON request to a test server from another loopback address (any of 127.0.0.0/8 reaches a
 * server on 127.0.0.1), so the server sees another client address, as it would for a client elsewhere.
 */
export function requestFrom<T = unknown>(
  localAddress: string,
  url: string,
  method: string,
  json?: unknown,
): Promise<JsonAnswer<T>> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : [value ?? '']) headers.append(name, v);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
