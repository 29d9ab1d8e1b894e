export { PowerWaitingDialog } from './power-waiting-dialog';
export { showPowerWaiting, usePowerWaitingStore, type PowerAction } from './power-waiting-store';
