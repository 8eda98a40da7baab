export const ticketKeys = {
  all: ['tickets'] as const,
  detail: (billId: number) => ['tickets', 'detail', billId] as const,
};
