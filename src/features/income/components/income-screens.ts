/** The income screens in one module (one chunk, loaded when the Commission tab first opens). */
export { CommissionTab } from './commission-tab.tsx';
