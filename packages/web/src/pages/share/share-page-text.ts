/** Texts of the public share page; registered under `sharePage` when its chunk loads. */
const zhCN = {
  brand: 'Coffer 分享',
  loading: '正在打开分享…',
  sharedBy: '{{owner}} 分享了',
  expires: '有效期至 {{date}}',
  codeTitle: '请输入提取码',
  codeLabel: '提取码',
  codePlaceholder: '4–8 位字母或数字',
  open: '打开',
  download: '下载',
  downloadZip: '打包下载',
  folderEmpty: '这个文件夹是空的',
  root: '全部文件',
  columns: { name: '名称', size: '大小', mtime: '修改时间' },
  view: { list: '列表', grid: '缩略图' },
  preview: {
    open: '预览 {{name}}',
    previous: '上一张',
    next: '下一张',
    failed: '无法预览这张图片，可下载原图查看',
  },
  problems: {
    notFound: { title: '分享链接不存在', body: '该链接可能输入有误，或已被分享者删除。' },
    expired: { title: '分享链接已过期', body: '请联系分享者重新分享。' },
    gone: { title: '分享的内容已不存在', body: '分享的文件或文件夹已被移动或删除。' },
    disabled: { title: '分享链接已失效', body: '分享者已不能再分享内容。' },
    tooMany: { title: '尝试次数过多', body: '提取码错误次数过多，请稍后再试。' },
    other: { title: '无法打开分享', body: '请稍后重试。' },
  },
  retry: '重试',
};

export type SharePageTexts = typeof zhCN;

const en: SharePageTexts = {
  brand: 'Coffer share',
  loading: 'Opening the share…',
  sharedBy: '{{owner}} shared',
  expires: 'Available until {{date}}',
  codeTitle: 'Enter the extraction code',
  codeLabel: 'Extraction code',
  codePlaceholder: '4–8 letters or digits',
  open: 'Open',
  download: 'Download',
  downloadZip: 'Download as zip',
  folderEmpty: 'This folder is empty',
  root: 'All files',
  columns: { name: 'Name', size: 'Size', mtime: 'Modified' },
  view: { list: 'List', grid: 'Thumbnails' },
  preview: {
    open: 'Preview {{name}}',
    previous: 'Previous image',
    next: 'Next image',
    failed: 'This image cannot be previewed; download it to see the original',
  },
  problems: {
    notFound: {
      title: 'This share link does not exist',
      body: 'It may be mistyped, or the person who shared it deleted it.',
    },
    expired: {
      title: 'This share link has expired',
      body: 'Ask the person who shared it to share it again.',
    },
    gone: { title: 'The shared item is gone', body: 'The shared file or folder has been moved or deleted.' },
    disabled: {
      title: 'This share link no longer works',
      body: 'The person who shared it can no longer share.',
    },
    tooMany: { title: 'Too many tries', body: 'Too many wrong codes. Try again later.' },
    other: { title: 'The share cannot be opened', body: 'Try again in a moment.' },
  },
  retry: 'Try again',
};

export const sharePageText = { 'zh-CN': zhCN, en };
