import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentFileName, saveFileAnswer } from './save-file-answer';

describe('saveFileAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the envelope’s message of a refusal and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const refusal = new Response(JSON.stringify({ success: false, code: 'C120005', message: '无权导出' }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(await saveFileAnswer(refusal, 'list.csv')).toEqual({ error: '无权导出', message: '无权导出' });
    expect(await saveFileAnswer(new Response('gone', { status: 404 }), 'list.csv')).toEqual({ error: '404' });
    expect(click).not.toHaveBeenCalled();
  });

  it('saves a file under the name the daemon gave, else the fallback', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const named = new Response('a,b\n', {
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%B0%81%E7%A6%81.csv" },
    });
    expect(await saveFileAnswer(named, 'list.csv')).toBeNull();
    expect(await saveFileAnswer(new Response('key'), 'pool-1.key')).toBeNull();
    expect(names).toEqual(['封禁.csv', 'pool-1.key']);
  });
});

describe('attachmentFileName', () => {
  it('reads plain and encoded names', () => {
    expect(attachmentFileName('attachment; filename="pool-1.key"')).toBe('pool-1.key');
    expect(attachmentFileName("attachment; filename*=UTF-8''a%20b.csv")).toBe('a b.csv');
    expect(attachmentFileName(null)).toBeNull();
  });
});
