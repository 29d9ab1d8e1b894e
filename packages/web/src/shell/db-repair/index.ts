export { DbRepairNotice } from './db-repair-notice';
