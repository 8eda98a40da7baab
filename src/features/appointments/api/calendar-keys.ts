export const calendarKeys = {
  staffDay: (staffId: number, day: string) => ['calendar', 'staff', staffId, day] as const,
  schedule: () => ['shop', 'schedule'] as const,
};
