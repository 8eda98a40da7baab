import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec part 2 §2: /customers is the Customer Report's screen (docs/decisions.md, "Customers"). */
export const Route = createFileRoute('/_app/_manager/customers')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/customer-report', search, replace: true });
  },
});
