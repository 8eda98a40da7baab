/** The income screens in one module, so the Commission tab and the ticket detail load as one chunk. */
export { CommissionTab } from './commission-tab.tsx';
export { TicketDetailScreen } from './ticket-detail-screen.tsx';
