/** The action feed's texts (LOG-02: each user's own activity), under the `actionFeed` namespace. */
const zhCN = {
  open: '我的动态',
  title: '我的动态',
  newCount: '{{count}} 条新动态',
  markAllKnown: '全部已读',
  removeAll: '全部移除',
  removeAllConfirm: '从我的动态移除全部记录？日志中心的记录不受影响。',
  confirm: '移除',
  cancel: '取消',
  remove: '从我的动态移除',
  empty: '暂无动态',
  loading: '正在读取动态…',
  loadFailed: '无法读取动态',
  retry: '重试',
  more: '加载更多',
  from: '来自 {{ip}}',
  itemHint: '按回车标为已读，按 Delete 移除',
  failed: '失败：{{reason}}',
  actionFailed: '操作失败：{{reason}}',
};

type Texts = typeof zhCN;

const en: Texts = {
  open: 'My activity',
  title: 'My activity',
  newCount: '{{count}} new',
  markAllKnown: 'Mark all read',
  removeAll: 'Remove all',
  removeAllConfirm: 'Remove every entry from your activity? The log center keeps them.',
  confirm: 'Remove',
  cancel: 'Cancel',
  remove: 'Remove from my activity',
  empty: 'Nothing yet',
  loading: 'Reading your activity…',
  loadFailed: 'Could not read your activity',
  retry: 'Retry',
  more: 'Load more',
  from: 'from {{ip}}',
  itemHint: 'Enter marks it read, Delete removes it',
  failed: 'Failed: {{reason}}',
  actionFailed: 'That did not work: {{reason}}',
};

export const actionFeedText = { 'zh-CN': zhCN, en };
