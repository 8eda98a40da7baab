import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorage } from '../../../lib/storage.ts';
import { rememberDay, rememberedDay } from './remembered-day.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  clear() {
    this.items.clear();
  }
}

describe('the closed tickets day', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage ??= new MemoryStorage();
    clearStorage();
  });
  it('starts at today', () => {
    expect(rememberedDay(7, '2026-11-22')).toBe('2026-11-22');
  });
  it('keeps the chosen day for the rest of the day, per salon', () => {
    rememberDay(7, '2026-11-18', '2026-11-22');
    expect(rememberedDay(7, '2026-11-22')).toBe('2026-11-18');
    expect(rememberedDay(8, '2026-11-22')).toBe('2026-11-22');
  });
  it('starts at today again on the next day', () => {
    rememberDay(7, '2026-11-18', '2026-11-22');
    expect(rememberedDay(7, '2026-11-23')).toBe('2026-11-23');
  });
  it('ignores what is not a remembered day', () => {
    localStorage.setItem('closedTicketsDay:7', '{"day":"soon","chosenOn":"2026-11-22"}');
    expect(rememberedDay(7, '2026-11-22')).toBe('2026-11-22');
    localStorage.setItem('closedTicketsDay:7', 'not json');
    expect(rememberedDay(7, '2026-11-22')).toBe('2026-11-22');
  });
});
