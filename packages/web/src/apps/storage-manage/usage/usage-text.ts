/** Strings of the usage-analysis pages; mounted at `storage.usage` (storage-text.ts). */
const zhCN = {
  title: '空间使用分析',
};

const en: typeof zhCN = {
  title: 'Usage analysis',
};

export const usageText = { 'zh-CN': zhCN, en };
