import { isIsoDay } from '../../../lib/day.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';

/**
 * The day Closed Tickets shows, remembered across visits of the screen (spec part 1 §2): the day last
 * chosen, for the rest of the salon day it was chosen on; the next day the screen starts at today again
 * (docs/decisions.md, "Closed Tickets' remembered day"). Never a day after today.
 */
interface Remembered {
  day: string;
  chosenOn: string;
}

const keyOf = (shopId: number) => `closedTicketsDay:${shopId}`;

const isRemembered = (value: unknown): value is Remembered =>
  typeof value === 'object' &&
  value !== null &&
  isIsoDay(String((value as Remembered).day)) &&
  isIsoDay(String((value as Remembered).chosenOn));

export function rememberedDay(shopId: number, today: string): string {
  const kept = readJson(keyOf(shopId), isRemembered);
  if (!kept || kept.chosenOn !== today || kept.day > today) return today;
  return kept.day;
}

export function rememberDay(shopId: number, day: string, today: string): void {
  writeJson(keyOf(shopId), { day, chosenOn: today } satisfies Remembered);
}
