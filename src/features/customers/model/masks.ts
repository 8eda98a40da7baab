import { isDob } from '../../../contract/customers.ts';

/** Spec §5: the birthday as MM/DD while it is typed: digits only, the slash put in after the month. */
export function maskDob(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}

export const DOB_FORMAT = 'Please enter the birthday as MM/DD.';

/** What is wrong with a birthday as typed (empty is none), or null. */
export function dobProblem(masked: string): string | null {
  if (masked === '') return null;
  return isDob(masked) ? null : DOB_FORMAT;
}
