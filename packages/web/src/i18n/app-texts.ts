import type { Lang } from '@coffer/contract';
import type { FileManageTexts } from '../apps/file-manage/file-manage-text';
import type { RecycleTexts } from '../apps/recycle/recycle-text';
import type { SettingTexts } from '../apps/setting/setting-text';
import type { ShareManageTexts } from '../apps/share-manage/share-manage-text';
import type { SharePageTexts } from '../pages/share/share-page-text';
import type { StorageMessages } from '../apps/storage-manage/storage-text';
import type { SwitchDiskTexts } from '../apps/switch-disk/switch-disk-text';
import type { FirstUseTexts } from '../shell/first-use/first-use-text';
import type { RemoteHelpTexts } from '../shell/remote-help/remote-help-text';
import type { UpgradeTexts } from '../shell/overlays/upgrade-text';
// Transfers, task center and viewers (issue 15)
import type { TransferTexts } from '../transfers/transfer-texts';
import type { TaskCenterTexts } from '../apps/task-center/task-center-text';
import type { ViewerTexts } from '../apps/viewers/viewer-text';
// Security management (issue 16 §6)
import type { SafeTexts } from '../apps/safe/safe-text';
// The log center (issue 16)
import type { LogCenterTexts } from '../apps/log-center/log-center-text';
// Accounts and groups (issue 16)
import type { UserCenterTexts } from '../apps/user-center/user-center-text';
// Storage limits per user (issue 16 §4)
import type { UserQuotaTexts } from '../apps/user-center/quota-text';
// The permission editor (issue 16)
import type { PermissionEditorTexts } from '../apps/user-center/permission-editor-text';
// Directory sign-in (issue 16 §5)
import type { DirectoryTexts } from '../apps/user-center/directory/directory-text';
// File services pages and the SMB audit (issue 17)
import type { FileServicesTexts } from '../shell/file-services/file-services-text';
// Network settings (issue 17 §2)
import type { NetworkTexts } from '../apps/setting/network/network-text';
// The resource monitor (issue 17 §3)
import type { MonitorTexts } from '../apps/monitor/monitor-text';
import { i18n } from './i18n';
import { LANGUAGES } from './languages';
import type { MessageTree } from './translator';

/**
 * Texts an app brings with its own chunk, each under a namespace of its own: the desktop shell's
 * bundle does not carry them. Only their types are imported here, for the typed `t`.
 */
export interface AppMessages {
  storage: StorageMessages;
  setting: SettingTexts;
  switchDisk: SwitchDiskTexts;
  firstUse: FirstUseTexts;
  remoteHelp: RemoteHelpTexts;
  upgrade: UpgradeTexts;
  fileManage: FileManageTexts;
  recycle: RecycleTexts;
  // Transfers, task center and viewers (issue 15)
  transfers: TransferTexts;
  taskCenter: TaskCenterTexts;
  viewers: ViewerTexts;
  shareManage: ShareManageTexts;
  sharePage: SharePageTexts;
  // Security management (issue 16 §6)
  safe: SafeTexts;
  // The log center (issue 16)
  logCenter: LogCenterTexts;
  // Accounts and groups (issue 16)
  userCenter: UserCenterTexts;
  // Storage limits per user (issue 16 §4)
  userQuota: UserQuotaTexts;
  // The permission editor (issue 16)
  permissionEditor: PermissionEditorTexts;
  // Directory sign-in (issue 16 §5)
  userDirectory: DirectoryTexts;
  // File services pages and the SMB audit (issue 17)
  fileServices: FileServicesTexts;
  // Network settings (issue 17 §2)
  settingNetwork: NetworkTexts;
  // The resource monitor (issue 17 §3)
  monitor: MonitorTexts;
}

/** Adds an app's texts in every language; called once when the app's chunk loads. */
export function addAppTexts<N extends keyof AppMessages>(
  namespace: N,
  texts: Readonly<Record<Lang, AppMessages[N] & MessageTree>>,
): void {
  for (const lang of LANGUAGES) i18n.addMessages(lang, { [namespace]: texts[lang] });
}
