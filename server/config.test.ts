import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOf } from './config.ts';

describe('TRUST_PROXY', () => {
  it('reads none, all, a number of proxies, or addresses and ranges', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.2, 10.0.0.0/8,loopback, fd00::/8')).toEqual([
      '10.0.0.2',
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
    const nearestTwo = trustProxyOf('2');
    if (typeof nearestTwo !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => nearestTwo('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses anything else at start, naming the setting', () => {
    for (const bad of ['yes please', '10.0.0.1/33', '300.1.1.1', 'proxy.example', '10.0.0.0/8/1']) {
      expect(trustProxyOf(bad), bad).toBeNull();
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('slow clients', () => {
  it('reads the connection cap per address and the body timeout, with their defaults', () => {
    expect(loadConfig({}).limits).toMatchObject({ perAddress: 100, bodyMs: 10_000, maxConnections: 2000 });
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '20', BODY_TIMEOUT_SECONDS: '5' }).limits).toMatchObject(
      { perAddress: 20, bodyMs: 5000 },
    );
    for (const [name, bad] of [
      ['MAX_CONNECTIONS_PER_ADDRESS', '0'],
      ['BODY_TIMEOUT_SECONDS', 'soon'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), name).toThrow(new RegExp(name));
    }
  });
});
