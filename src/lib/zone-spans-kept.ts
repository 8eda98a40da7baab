import { isOffsetSpans, type OffsetSpan } from '../contract/zone-spans.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * The zones' offset spans kept on the device (src/lib/zone-clock.ts reads the salon's wall clock from
 * them), apart from the clock so that the page's first script can keep the ones a first visit's page
 * carries (src/lib/server-drawn.ts) without the framework the clock's idle work imports.
 */

const STORAGE_KEY = 'zoneOffsets';

const isSpans = (v: unknown): v is Record<string, OffsetSpan[]> =>
  typeof v === 'object' && v !== null && Object.values(v).every(isOffsetSpans);

let kept: Record<string, OffsetSpan[]> | undefined;

export function keptZoneSpans(): Record<string, OffsetSpan[]> {
  kept ??= readJson(STORAGE_KEY, isSpans) ?? {};
  return kept;
}

/**
 * Keeps the zone's spans, worked out on this device or given by the server: a later reading of the
 * zone's wall clock needs no Intl while they cover it.
 */
export function keepZoneSpans(zone: string, spans: OffsetSpan[]): void {
  kept = { ...keptZoneSpans(), [zone]: spans };
  try {
    writeJson(STORAGE_KEY, kept);
  } catch {
    // Storage full or refused: kept for this page only.
  }
}
