import { addAppTexts } from '../i18n/app-texts';

/** Texts of the upload manager, registered under `transfers` when it loads. */
const zhCN = {
  networkError: '网络连接中断，上传未完成',
  notSelectedAgain: '重新选择文件时没有选中该文件',
  readFolderFailed: '无法读取拖入的文件夹',
};

export type TransferTexts = typeof zhCN;

const en: TransferTexts = {
  networkError: 'The connection was lost before the upload finished',
  notSelectedAgain: 'This file was not among the files selected again',
  readFolderFailed: 'The dropped folder could not be read',
};

export function registerTransferTexts(): void {
  addAppTexts('transfers', { 'zh-CN': zhCN, en });
}
