import { describe, expect, it } from 'vitest';
import { addAppTexts } from '../../../i18n/app-texts';
import { i18n } from '../../../i18n/i18n';
import { storageText } from '../storage-text';
import { fileTypeColour, fileTypeKey, fileTypeName } from './file-types';

addAppTexts('storage', storageText);
const zhT = i18n.fixedT('zh-CN');
const enT = i18n.fixedT('en');

describe('file types', () => {
  it.each([
    [101, 'image', '图片', 'Images'],
    [102, 'video', '视频', 'Videos'],
    [103, 'music', '音乐', 'Music'],
    [104, 'torrent', '种子', 'Torrents'],
    [106, 'archive', '压缩包', 'Archives'],
    [107, 'document', '文档', 'Documents'],
    [499, 'code', '代码', 'Code'],
    [0, 'unknown', '其他文件', 'Other files'],
    [105, 'unknown', '其他文件', 'Other files'],
  ])('names code %i as %s in both languages', (code, key, zh, en) => {
    expect(fileTypeKey(code)).toBe(key);
    expect(fileTypeName(code, zhT)).toBe(zh);
    expect(fileTypeName(code, enT)).toBe(en);
  });

  it('gives every known type its own colour', () => {
    const colours = [101, 102, 103, 104, 106, 107, 499, 0].map(fileTypeColour);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
