export const appointmentKeys = {
  detail: (id: number) => ['appointments', 'detail', id] as const,
  staffList: () => ['staff', 'list'] as const,
};
