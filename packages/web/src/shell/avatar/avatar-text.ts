/** Texts of avatars (ACCT-07): My Account, the user editor; mounted under `avatar`. */
const zhCN = {
  picture: '头像',
  change: '更换头像',
  remove: '移除头像',
  hint: 'PNG、JPEG 或 WebP 图片，最大 {{max}} MB，将裁成正方形',
  changed: '头像已更新',
  removed: '头像已移除',
  noneToRemove: '还没有头像',
  alt: '{{name}} 的头像',
};

const en: typeof zhCN = {
  picture: 'Avatar',
  change: 'Change avatar',
  remove: 'Remove avatar',
  hint: 'A PNG, JPEG or WebP picture of at most {{max}} MB, cut to a square',
  changed: 'Avatar updated',
  removed: 'Avatar removed',
  noneToRemove: 'There is no avatar yet',
  alt: 'Avatar of {{name}}',
};

export const avatarText = { 'zh-CN': zhCN, en } as const;
