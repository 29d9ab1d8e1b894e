/** Texts of the viewers (APP-37: player, codeViewer, txtEditor); registered under `viewers`. */
const zhCN = {
  noPath: '没有指定要打开的文件',
  loading: '正在读取文件…',
  loadFailed: '无法打开文件',
  retry: '重试',
  player: {
    cannotPlay: '浏览器无法播放该文件的格式',
    notMedia: '该文件不是音频或视频',
  },
  code: {
    lines: '{{count}} 行',
    truncated: '文件较大，只显示了前 {{size}}',
    readOnly: '只读',
  },
  editor: {
    save: '保存',
    saving: '正在保存…',
    saved: '已保存',
    unsaved: '未保存',
    truncated: '文件较大，只读取了前 {{size}}，不能在此编辑保存',
    changedOnDisk: '文件已被其他人修改。重新打开以读取最新内容，或覆盖保存。',
    reload: '重新打开',
    overwrite: '覆盖保存',
    leaveTitle: '保存修改？',
    leaveBody: '{{name}} 有未保存的修改。',
    shortcut: 'Ctrl+S 保存',
    encoding: '编码：{{encoding}}',
  },
};

export type ViewerTexts = typeof zhCN;

const en: ViewerTexts = {
  noPath: 'No file was given to open',
  loading: 'Reading the file…',
  loadFailed: 'The file could not be opened',
  retry: 'Retry',
  player: {
    cannotPlay: 'The browser cannot play this file’s format',
    notMedia: 'This file is not audio or video',
  },
  code: {
    lines: '{{count}} lines',
    truncated: 'The file is large: only its first {{size}} is shown',
    readOnly: 'Read only',
  },
  editor: {
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    unsaved: 'Not saved',
    truncated: 'The file is large: only its first {{size}} was read, so it cannot be edited and saved here',
    changedOnDisk: 'Someone else changed the file. Open it again to read the latest, or overwrite it.',
    reload: 'Open again',
    overwrite: 'Overwrite',
    leaveTitle: 'Save the changes?',
    leaveBody: '{{name}} has changes that are not saved.',
    shortcut: 'Ctrl+S saves',
    encoding: 'Encoding: {{encoding}}',
  },
};

export const viewerText = { 'zh-CN': zhCN, en };
