/** Strings of the create-pool wizard; mounted at `storage.create` (storage-text.ts). */
const zhCN = {
  title: '创建存储池',
};

const en: typeof zhCN = {
  title: 'Create a storage pool',
};

export const createText = { 'zh-CN': zhCN, en };
