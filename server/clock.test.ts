import { describe, expect, it } from 'vitest';
import { clockFrom, parseInstant, pinnedNowFromEnv } from './clock.ts';
import { loadConfig } from './config.ts';

describe('parseInstant', () => {
  it('reads full instants with a zone', () => {
    expect(parseInstant('2027-03-14T10:30:00-07:00')?.toISOString()).toBe('2027-03-14T17:30:00.000Z');
    expect(parseInstant('2028-02-29T00:10:00-08:00')?.toISOString()).toBe('2028-02-29T08:10:00.000Z');
    expect(parseInstant('2026-12-31T23:40Z')?.toISOString()).toBe('2026-12-31T23:40:00.000Z');
    expect(parseInstant('2026-11-01T09:30:00.250+05:30')?.toISOString()).toBe('2026-11-01T04:00:00.250Z');
  });

  it('refuses dates alone, times without a zone, days that do not exist and other text', () => {
    for (const bad of [
      '2027-03-14',
      '2027-03-14T10:30:00',
      '2027-02-30T10:00:00Z',
      '2027-02-29T10:00:00Z',
      '2027-03-14T24:00:00Z',
      '2027-03-14T10:60:00Z',
      '2027-03-14 10:30:00Z',
      'tomorrow',
      '',
    ]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });
});

describe('clockFrom', () => {
  it('starts at the pinned instant and moves on with elapsed time', () => {
    let elapsed = 1_000;
    const clock = clockFrom(new Date('2026-12-31T23:40:00-08:00'), () => elapsed);
    expect(clock.now().toISOString()).toBe('2027-01-01T07:40:00.000Z');
    elapsed += 20 * 60_000;
    expect(clock.now().toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });
});

describe('CHAIRSIDE_NOW', () => {
  it('is unset by default and pinned when given', () => {
    expect(pinnedNowFromEnv({})).toBeUndefined();
    expect(loadConfig({}).pinnedNow).toBeUndefined();
    expect(loadConfig({ CHAIRSIDE_NOW: '2027-03-14T09:30:00-05:00' }).pinnedNow?.toISOString()).toBe(
      '2027-03-14T14:30:00.000Z',
    );
  });

  it('stops the server with a message naming it when it is not an instant', () => {
    expect(() => loadConfig({ CHAIRSIDE_NOW: '2027-03-14' })).toThrow(
      /CHAIRSIDE_NOW: must be an ISO 8601 instant/,
    );
    expect(() => pinnedNowFromEnv({ CHAIRSIDE_NOW: 'soon' })).toThrow(
      /CHAIRSIDE_NOW must be an ISO 8601 instant/,
    );
  });
});
