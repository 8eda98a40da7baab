export const calendarKeys = {
  /** Every kept day of a staff member. */
  staffAll: (staffId: number) => ['calendar', 'staff', staffId] as const,
  staffDay: (staffId: number, day: string) => ['calendar', 'staff', staffId, day] as const,
  schedule: () => ['shop', 'schedule'] as const,
};
