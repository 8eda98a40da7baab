export const appointmentKeys = {
  details: () => ['appointments', 'detail'] as const,
  detail: (id: number) => ['appointments', 'detail', id] as const,
  staffList: () => ['staff', 'list'] as const,
};
