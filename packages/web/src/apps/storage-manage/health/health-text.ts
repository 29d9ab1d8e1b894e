/** Strings of the SMART and IHM health dialogs; mounted at `storage.health` (storage-text.ts). */
const zhCN = {
  title: '硬盘健康',
};

const en: typeof zhCN = {
  title: 'Disk health',
};

export const healthText = { 'zh-CN': zhCN, en };
