import { readJson, writeJson } from '../../../lib/storage.ts';
import { isSliderValues, NO_FILTER, type SliderValues } from './groups.ts';

/** A group's filter sheet values, kept on this phone per salon and group between visits. */
const filterKey = (shopId: number, group: string) => `customers.filter.${shopId}.${group}`;

export const readKeptFilter = (shopId: number, group: string): SliderValues =>
  readJson(filterKey(shopId, group), isSliderValues) ?? NO_FILTER;

export const writeKeptFilter = (shopId: number, group: string, values: SliderValues): void =>
  writeJson(filterKey(shopId, group), values);
