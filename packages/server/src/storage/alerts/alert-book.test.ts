import { describe, expect, it } from 'vitest';
import { AlertBook, userVariant } from './alert-book.js';
import type { AlertCondition } from './alert-conditions.js';

const hot = (measured: number): AlertCondition => ({
  key: 'temperature:SN1',
  kind: 'temperature',
  level: 'warning',
  area: 'main',
  subject: { type: 'disk', sn: 'SN1', pos: 1, model: 'HDD' },
  measured,
  limit: 60,
  needsRisk: true,
});

describe('AlertBook', () => {
  it('keeps one id while the condition lasts, and follows its measurement', () => {
    const book = new AlertBook('t');
    expect(book.update([hot(61)], 100)).toBe(true);
    const [first] = book.list();
    expect(book.update([hot(61)], 101)).toBe(false);
    expect(book.update([hot(63)], 102)).toBe(true);
    expect(book.list()).toEqual([{ ...first, measured: 63 }]);
    expect(first).toMatchObject({ since: 100, acknowledged: false });
  });

  it('stays acknowledged until the condition clears; its return is a new alert', () => {
    const book = new AlertBook('t');
    book.update([hot(61)], 100);
    const id = book.list()[0]!.id;
    expect(book.acknowledge(id)).toBe(true);
    book.update([hot(62)], 101);
    expect(book.list()[0]).toMatchObject({ id, acknowledged: true });
    book.update([], 102);
    expect(book.list()).toEqual([]);
    expect(book.acknowledge(id)).toBe(false);
    book.update([hot(61)], 103);
    expect(book.list()[0]!.id).not.toBe(id);
    expect(book.list()[0]!.acknowledged).toBe(false);
  });

  it('is closed for the person who closed it only, until the condition clears and returns', () => {
    const book = new AlertBook('t');
    book.update([hot(61)], 100);
    const id = book.list()[0]!.id;
    expect(book.close(id, 7)).toBe(true);
    expect(book.list(7)[0]).toMatchObject({ id, closed: true, acknowledged: false });
    expect(book.list(8)[0]!.closed).toBe(false);
    expect(book.list()[0]!.closed).toBe(false);
    expect(book.close('temperature-t-99', 7)).toBe(false);
    book.update([], 101);
    expect(book.close(id, 7)).toBe(false);
    book.update([hot(61)], 102);
    expect(book.list(7)[0]!.closed).toBe(false);
  });

  it('gives users the alert without its disk or pool; the id names no serial', () => {
    const book = new AlertBook('t');
    book.update([hot(61)], 100);
    const alert = userVariant(book.list()[0]!);
    expect(alert.subject).toBeNull();
    expect(JSON.stringify(alert)).not.toContain('SN1');
  });
});
