/** Spec part 2 §4 "Salon switch": the confirmation text, exactly. */
export const SWITCH_TITLE = 'Switch Salon';
export function switchQuestion(salon: string): string {
  return `Are you want to switch to ${salon} ?`;
}
