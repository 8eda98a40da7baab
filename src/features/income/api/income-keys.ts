export const incomeKeys = {
  all: ['income'] as const,
  report: (staffId: number, tab: string, start: string, end: string) =>
    ['income', 'report', staffId, tab, start, end] as const,
  bill: (billId: number) => ['income', 'bill', billId] as const,
};
