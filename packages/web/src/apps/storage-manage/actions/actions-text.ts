/** Strings of a pool's actions; mounted at `storage.actions` (storage-text.ts). */
const zhCN = {
  title: '存储池操作',
  delete: '删除',
  deleteTitle: '删除存储池“{{name}}”',
  deleteMessage: '删除后，该存储池中的所有数据将被永久清除，且无法恢复。',
  deleteUnderstood: '我已了解删除存储池会清除其中的全部数据',
};

const en: typeof zhCN = {
  title: 'Pool actions',
  delete: 'Delete',
  deleteTitle: 'Delete the pool “{{name}}”',
  deleteMessage: 'Deleting the pool erases all of its data for good. It cannot be undone.',
  deleteUnderstood: 'I understand that deleting the pool erases all of its data',
};

export const actionsText = { 'zh-CN': zhCN, en };
