import { i18n } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { switchDiskText } from './switch-disk-text';

/**
 * Adds the app's texts under `switchDisk` when its chunk loads, before it renders them: the
 * desktop shell's bundle does not carry them (i18n/zh-CN.ts `AppMessages`).
 */
export function registerSwitchDiskTexts(): void {
  for (const lang of LANGUAGES) i18n.addMessages(lang, { switchDisk: switchDiskText[lang] });
}
