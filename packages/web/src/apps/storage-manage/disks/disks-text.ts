/** Strings of the disk page and disk detail; mounted at `storage.disks` (storage-text.ts). */
const zhCN = {
  title: '硬盘',
};

const en: typeof zhCN = {
  title: 'Disks',
};

export const disksText = { 'zh-CN': zhCN, en };
