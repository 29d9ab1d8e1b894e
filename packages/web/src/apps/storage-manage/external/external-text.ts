/** Strings of the external-disk page; mounted at `storage.external` (storage-text.ts). */
const zhCN = {
  title: '外接设备',
};

const en: typeof zhCN = {
  title: 'External devices',
};

export const externalText = { 'zh-CN': zhCN, en };
