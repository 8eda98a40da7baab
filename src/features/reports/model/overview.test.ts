import { describe, expect, it } from 'vitest';
import { comparedText } from './overview.ts';

describe('what the overview’s growth is against', () => {
  it('says a running period is compared up to this time of day', () => {
    const today = '2026-11-25';
    expect(comparedText({ start: today, end: today }, today)).toBe(
      'against yesterday up to this time of day',
    );
    expect(comparedText({ start: '2026-11-23', end: '2026-11-29' }, today)).toBe(
      'against the same days before, up to this time of day',
    );
    expect(comparedText({ start: '2026-11-01', end: '2026-11-07' }, today)).toBe(
      'against the same days of the period before',
    );
  });
});
