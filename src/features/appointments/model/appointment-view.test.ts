import { describe, expect, it } from 'vitest';
import {
  assignProblem,
  canChange,
  canShorten,
  formatMinutes,
  shownDuration,
  statusLabel,
} from './appointment-view.ts';

describe('appointment view rules', () => {
  it('names every status', () => {
    expect([0, 1, 2, 3, 4, 5].map(statusLabel)).toEqual([
      'New',
      'Confirmed',
      'In service',
      'Finished',
      'Canceled',
      'Deleted',
    ]);
  });
  it('disables −15 at 15 minutes or less and shows zero length as 15', () => {
    expect(canShorten(15)).toBe(false);
    expect(canShorten(0)).toBe(false);
    expect(canShorten(30)).toBe(true);
    expect(shownDuration(0)).toBe(15);
    expect(shownDuration(45)).toBe(45);
  });
  it('allows changes only to open appointments', () => {
    expect([0, 1, 2, 3, 4, 5].map(canChange)).toEqual([true, true, true, false, false, false]);
  });
  it('formats durations', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(75)).toBe('1 h 15 min');
  });
  it('asks for a note with OTHER and for a manager', () => {
    expect(assignProblem({ type: null, staffIdTo: 1, note: '' })).toEqual({
      field: 'reason',
      message: 'Choose a reason.',
    });
    expect(assignProblem({ type: 'OTHER', staffIdTo: 1, note: '  ' })).toEqual({
      field: 'note',
      message: 'Tell the manager why.',
    });
    expect(assignProblem({ type: 'BUSY', staffIdTo: null, note: '' })).toEqual({
      field: 'manager',
      message: 'Choose a manager.',
    });
    expect(assignProblem({ type: 'OTHER', staffIdTo: 1, note: 'Family' })).toBeNull();
  });
});
