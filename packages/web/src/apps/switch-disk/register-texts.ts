import { addAppTexts } from '../../i18n/app-texts';
import { switchDiskText } from './switch-disk-text';

/** Adds the app's texts under `switchDisk` when its chunk loads, before it renders them. */
export function registerSwitchDiskTexts(): void {
  addAppTexts('switchDisk', switchDiskText);
}
