/** What the app says of an edit not saved yet, when the person would leave it. */
export const UNSAVED_TEXT = {
  title: 'Leave without saving?',
  stay: 'Stay',
  leave: 'Leave',
} as const;
