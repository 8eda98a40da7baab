/** Spec part 2 "Shared dialogs" and §5: the staff picker's words. */
export const STAFF_PICKER_TEXT = {
  filterTitle: 'Filter Staff',
  placeholder: 'Staff Name',
  allStaff: 'All Staff',
  noneFound: 'No found',
} as const;

/** Spec part 2 §5 and §9: the staff search waits this long after the last key. */
export const STAFF_SEARCH_DEBOUNCE_MS = 200;

/** Spec part 2 §5: staff search is case-insensitive on the name, the text trimmed. */
export function searchStaff<T extends { name: string }>(staff: readonly T[], text: string): T[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...staff];
  return staff.filter((s) => s.name.toLowerCase().includes(wanted));
}
