/**
 * The first-screen module's public file: what app.ts may use (modules/<area>/index.ts).
 * Everything else in this folder is the module's own.
 */

export { type DrawStaffHome, loadStaffHomeDrawing, staffHomePage } from './page.ts';
