import { readText, writeText } from '../../../../lib/storage.ts';
import { type AppointmentTab, isAppointmentTab } from './appointment-tabs.ts';

/**
 * Spec: the list's last chosen tab is remembered, on this device and per salon (cleared at logout
 * with the rest of the device's storage). Today when nothing (or nothing valid) is kept.
 */
const keyOf = (shopId: number) => `appointmentsTab:${shopId}`;

export function rememberedTab(shopId: number): AppointmentTab {
  const kept = readText(keyOf(shopId));
  return isAppointmentTab(kept) ? kept : 'TODAY';
}

export function rememberTab(shopId: number, tab: AppointmentTab): void {
  writeText(keyOf(shopId), tab);
}
