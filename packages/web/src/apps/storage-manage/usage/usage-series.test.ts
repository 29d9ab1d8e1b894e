import { describe, expect, it } from 'vitest';
import { addAppTexts } from '../../../i18n/app-texts';
import { i18n } from '../../../i18n/i18n';
import { storageText } from '../storage-text';
import { folderBarOption, typePieOption, escapeHtml } from './usage-chart-options';
import {
  folderBars,
  largestFiles,
  percentText,
  scanDuration,
  seriesOfReport,
  typeSlices,
} from './usage-series';

addAppTexts('storage', storageText);
const t = i18n.fixedT('en');
const zh = i18n.fixedT('zh-CN');

const usage = (bytes: number, files = 1) => ({ bytes, allocated: bytes, files });
const folder = (name: string, bytes: number, largest: { path: string; bytes: number }[] = []) => ({
  name,
  ...usage(bytes, largest.length || 1),
  folders: 0,
  types: [],
  largest: largest.map((file) => ({ ...file, allocated: file.bytes })),
});

const report = {
  types: [
    { type: 107, ...usage(300, 3) },
    { type: 102, ...usage(5000, 2) },
    { type: 0, ...usage(0, 4) },
    { type: 101, ...usage(700, 7) },
  ],
  topFolders: [
    folder('Photos', 700, [{ path: 'Photos/a.jpg', bytes: 700 }]),
    folder('/', 300, [{ path: 'notes.txt', bytes: 300 }]),
    folder('Films', 5000, [
      { path: 'Films/b.mkv', bytes: 4000 },
      { path: 'Films/c.mkv', bytes: 1000 },
    ]),
  ],
};

describe('seriesOfReport', () => {
  it('answers what detail/chart answers: types and folders, largest first', () => {
    expect(seriesOfReport(report)).toEqual({
      byType: { labels: [102, 101, 107, 0], bytes: [5000, 700, 300, 0], files: [2, 7, 3, 4] },
      byFolder: { labels: ['Films', 'Photos', '/'], bytes: [5000, 700, 300], files: [2, 1, 1] },
    });
  });
});

describe('typeSlices', () => {
  it('names and colours each type that holds bytes, with its share', () => {
    const slices = typeSlices(seriesOfReport(report).byType, t);
    expect(slices.map((slice) => [slice.key, slice.name, Math.round(slice.percent)])).toEqual([
      ['video', 'Videos', 83],
      ['image', 'Images', 12],
      ['document', 'Documents', 5],
    ]);
    expect(typeSlices(seriesOfReport(report).byType, zh)[0]?.name).toBe('视频');
  });

  it('is empty for a pool without a byte in it', () => {
    expect(typeSlices({ labels: [0], bytes: [0], files: [2] }, t)).toEqual([]);
  });
});

describe('folderBars', () => {
  it('names the pool top in words', () => {
    expect(folderBars(seriesOfReport(report).byFolder, t).map((bar) => bar.name)).toEqual([
      'Films',
      'Photos',
      '(top of the pool)',
    ]);
  });

  it('sums the folders beyond the limit into one "other" bar', () => {
    const labels = ['a', 'b', 'c', 'd', 'e'];
    const bars = folderBars({ labels, bytes: [50, 40, 30, 20, 10], files: [1, 1, 1, 1, 1] }, t, 3);
    expect(bars.map((bar) => [bar.name, bar.bytes, bar.files])).toEqual([
      ['a', 50, 1],
      ['b', 40, 1],
      ['Other', 60, 3],
    ]);
  });

  it('keeps every folder when they fit', () => {
    const bars = folderBars({ labels: ['a', 'b', 'c'], bytes: [3, 2, 1], files: [1, 1, 1] }, t, 3);
    expect(bars.map((bar) => bar.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('chart options', () => {
  it('draws a slice per type and a bar per folder, in the lists’ order', () => {
    const slices = typeSlices(seriesOfReport(report).byType, t);
    const pie = typePieOption(slices) as { series: { data: { name: string; value: number }[] }[] };
    expect(pie.series[0]?.data.map((item) => [item.name, item.value])).toEqual([
      ['Videos', 5000],
      ['Images', 700],
      ['Documents', 300],
    ]);
    const bars = folderBars(seriesOfReport(report).byFolder, t);
    const bar = folderBarOption(bars) as {
      yAxis: { data: string[] };
      series: { data: { value: number }[] }[];
    };
    expect(bar.yAxis.data).toEqual(['Films', 'Photos', '(top of the pool)']);
    expect(bar.series[0]?.data.map((item) => item.value)).toEqual([5000, 700, 300]);
  });

  it('escapes a folder name before a tooltip shows it', () => {
    expect(escapeHtml('<img src=x onerror="a">&')).toBe('&#60;img src=x onerror=&#34;a&#34;&#62;&#38;');
  });
});

describe('largestFiles', () => {
  it('merges every folder’s largest files, largest first', () => {
    expect(largestFiles(report, 3).map((file) => file.path)).toEqual([
      'Films/b.mkv',
      'Films/c.mkv',
      'Photos/a.jpg',
    ]);
  });
});

describe('percentText and scanDuration', () => {
  it.each([
    [0, '0%'],
    [0.2, '<1%'],
    [12.4, '12%'],
    [100, '100%'],
  ])('%d%% reads %s', (percent, text) => {
    expect(percentText(percent)).toBe(text);
  });

  it.each([
    [400, '0 s', '0 秒'],
    [42_000, '42 s', '42 秒'],
    [125_000, '2 min 5 s', '2 分 5 秒'],
    [3_900_000, '1 h 5 min', '1 小时 5 分'],
  ])('%i ms reads %s', (ms, en, zhText) => {
    expect(scanDuration(ms, t)).toBe(en);
    expect(scanDuration(ms, zh)).toBe(zhText);
  });
});
