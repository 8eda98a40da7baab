/**
 * The customers module's public file: what app.ts and other modules may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { audienceOf, CUSTOMER_BOOK_TABLES, customerBooks } from './books.ts';
export { mdyOf } from './customer-math.ts';
export { customerRoutes } from './routes.ts';
