/**
 * The wizard's steps after the first (Services, Staff, Time, Review, Success) in one chunk: the first
 * paint carries the Customer step only, and this arrives while the customer types (docs/decisions.md,
 * "The public booking page"). The booking's failure popup comes with them: only Review books.
 */
export { MessageDialog } from '../../../ui/message-dialog.tsx';
export { ServicesStep, StaffStep, TimeStep } from './choice-steps.tsx';
export { ReviewStep } from './review-step.tsx';
export { SuccessStep } from './success-step.tsx';
