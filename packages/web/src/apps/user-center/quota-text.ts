/** Texts of the storage limits in the user center (issue 16 §4); namespace `userQuota`. */
const zhCN = {
  column: '存储空间',
  usedOf: '{{used}} / {{limit}}',
  usedNoLimit: '已用 {{used}}',
  noLimit: '不限',
  pending: '尚未使用',
  loading: '读取中…',
  loadFailed: '无法读取存储空间用量：{{reason}}',
  state: {
    unenforceable: '默认存储池为加密存储池，用户文件夹不是 btrfs 子卷，无法统计或限制存储空间',
    nopool: '还没有可用的存储池，无法统计或限制存储空间',
  },
  field: {
    label: '存储空间上限',
    limited: '限制',
    unlimited: '不限',
    amount: '上限数值',
    unit: '单位',
    hint: '由内核在该用户的文件夹上强制执行；达到上限后无法再写入',
    noRoleHint: '运维管理员只能设置普通用户的存储空间上限',
    failed: '账号已保存，但存储空间上限未能设置：{{reason}}',
  },
};

const en: typeof zhCN = {
  column: 'Storage',
  usedOf: '{{used}} of {{limit}}',
  usedNoLimit: '{{used}} used',
  noLimit: 'No limit',
  pending: 'Not used yet',
  loading: 'Reading…',
  loadFailed: 'Storage use could not be read: {{reason}}',
  state: {
    unenforceable:
      'The default pool is encrypted: users’ folders are not btrfs subvolumes, so storage cannot be measured or limited',
    nopool: 'There is no usable pool yet, so storage cannot be measured or limited',
  },
  field: {
    label: 'Storage limit',
    limited: 'Limited',
    unlimited: 'No limit',
    amount: 'Limit',
    unit: 'Unit',
    hint: 'Enforced by the kernel on the user’s folder: once it is reached, nothing more can be written',
    noRoleHint: 'An operations administrator can set the storage limit of ordinary users only',
    failed: 'The account was saved, but its storage limit could not be set: {{reason}}',
  },
};

export type UserQuotaTexts = typeof zhCN;
export const userQuotaText = { 'zh-CN': zhCN, en };
