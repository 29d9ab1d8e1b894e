import { actionsText } from './actions/actions-text';
import { createText } from './create/create-text';
import { disksText } from './disks/disks-text';
import { externalText } from './external/external-text';
import { healthText } from './health/health-text';
import { overviewText } from './overview/overview-text';
import { storageCommonText } from './storage-common-text';
import { usageText } from './usage/usage-text';

/** The storage manager's texts, one part per folder, under the `storage` namespace. */
const zhCN = {
  ...storageCommonText['zh-CN'],
  overview: overviewText['zh-CN'],
  create: createText['zh-CN'],
  actions: actionsText['zh-CN'],
  disks: disksText['zh-CN'],
  health: healthText['zh-CN'],
  usage: usageText['zh-CN'],
  external: externalText['zh-CN'],
};

export type StorageMessages = typeof zhCN;

const en: StorageMessages = {
  ...storageCommonText.en,
  overview: overviewText.en,
  create: createText.en,
  actions: actionsText.en,
  disks: disksText.en,
  health: healthText.en,
  usage: usageText.en,
  external: externalText.en,
};

export const storageText = { 'zh-CN': zhCN, en };
