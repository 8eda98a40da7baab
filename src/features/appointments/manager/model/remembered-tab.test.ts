import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorage, writeText } from '../../../../lib/storage.ts';
import { rememberedTab, rememberTab } from './remembered-tab.ts';

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

describe("the appointment list's tab", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage ??= new MemoryStorage();
    clearStorage();
  });
  it('starts at Today', () => {
    expect(rememberedTab(7)).toBe('TODAY');
  });
  it('keeps the last chosen tab, per salon', () => {
    rememberTab(7, 'WEEKLY');
    expect(rememberedTab(7)).toBe('WEEKLY');
    expect(rememberedTab(8)).toBe('TODAY');
    rememberTab(7, 'RANGE');
    expect(rememberedTab(7)).toBe('RANGE');
  });
  it('ignores a kept value that is no tab', () => {
    writeText('appointmentsTab:7', 'MONTHLY');
    expect(rememberedTab(7)).toBe('TODAY');
  });
});
