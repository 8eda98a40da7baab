/**
 * The appointment detail's dialogs (Modal, Drawer, their focus trap, the text field): about half of the
 * screen's code, loaded once the page is idle or with the first tap rather than with the screen.
 */
export { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
export { ReasonDialog } from '../../../../ui/reason-dialog.tsx';
export { StaffPickerDialog } from '../../../../ui/staff-picker-dialog.tsx';
export { ChangeTimeSheet } from './change-time-sheet.tsx';
