import { describe, expect, it } from 'vitest';
import { keyAction, type KeyPress } from './keyboard-map';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('the file list keys', () => {
  it('maps the plain keys', () => {
    expect(keyAction(press('Enter'))).toBe('open');
    expect(keyAction(press('Delete'))).toBe('delete');
    expect(keyAction(press('F2'))).toBe('rename');
    expect(keyAction(press('Backspace'))).toBe('up');
    expect(keyAction(press('Escape'))).toBe('clear');
    expect(keyAction(press('ArrowDown'))).toBe('next');
    expect(keyAction(press('ArrowUp', { shiftKey: true }))).toBe('extendPrevious');
    expect(keyAction(press('q'))).toBeNull();
  });

  it('takes Ctrl on Windows and Linux and Cmd on a Mac for the clipboard and select all', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(keyAction(press('a', modifier))).toBe('selectAll');
      expect(keyAction(press('c', modifier))).toBe('copy');
      expect(keyAction(press('x', modifier))).toBe('cut');
      expect(keyAction(press('v', modifier))).toBe('paste');
      expect(keyAction(press('A', modifier))).toBe('selectAll');
    }
  });

  it('leaves other combinations to the browser', () => {
    expect(keyAction(press('c', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(keyAction(press('Delete', { ctrlKey: true }))).toBeNull();
    expect(keyAction(press('Enter', { altKey: true }))).toBeNull();
    expect(keyAction(press('r', { ctrlKey: true }))).toBeNull();
  });
});
