import { describe, expect, it } from 'vitest';
import { Code } from '@coffer/contract';
import { dropVerdict, type DragSource } from './drop-rules';

const file = (path: string, is_sys = false): DragSource => ({ path, is_sys });

describe('the drop rules (FILE-05..08)', () => {
  it('moves within one root and copies across roots', () => {
    expect(dropVerdict([file('/home/a.txt')], { kind: 'folder', path: '/home/docs', permission: 1 })).toEqual(
      {
        ok: true,
        dest: '/home/docs',
        mode: 'move',
      },
    );
    expect(
      dropVerdict([file('/home/a.txt')], { kind: 'group', path: '/public/team', permission: 1 }),
    ).toEqual({
      ok: true,
      dest: '/public/team',
      mode: 'copy',
    });
    expect(
      dropVerdict([file('/public/team/x')], { kind: 'folder', path: '/public/team/y', permission: 1 }),
    ).toMatchObject({
      mode: 'move',
    });
    expect(
      dropVerdict([file('/public/team/x')], { kind: 'folder', path: '/public/other/y', permission: 1 }),
    ).toMatchObject({
      mode: 'copy',
    });
    expect(dropVerdict([file('/external/u1/x')], { kind: 'home', path: '/home' })).toMatchObject({
      mode: 'copy',
    });
  });

  it('refuses the folder the rows are already in (same level)', () => {
    const verdict = dropVerdict([file('/home/docs/a'), file('/home/b')], {
      kind: 'folder',
      path: '/home/docs',
      permission: 1,
    });
    expect(verdict).toEqual({ ok: false, reason: Code.fileSameLevel });
    expect(dropVerdict([file('/home/a')], { kind: 'home', path: '/home' })).toEqual({
      ok: false,
      reason: Code.fileSameLevel,
    });
  });

  it('refuses a folder into itself or into its own child', () => {
    expect(
      dropVerdict([file('/home/docs')], { kind: 'folder', path: '/home/docs/sub', permission: 1 }),
    ).toEqual({
      ok: false,
      reason: Code.fileIntoItself,
    });
    // A sibling whose name starts the same is not a child.
    expect(
      dropVerdict([file('/home/doc')], { kind: 'folder', path: '/home/docs', permission: 1 }),
    ).toMatchObject({ ok: true });
  });

  it('asks to enter a group folder before dropping on the public folder', () => {
    expect(dropVerdict([file('/home/a')], { kind: 'public' })).toEqual({
      ok: false,
      reason: Code.fileEnterGroupFirst,
    });
  });

  it('refuses a folder without read-write permission and waits for group permissions', () => {
    expect(dropVerdict([file('/home/a')], { kind: 'group', path: '/public/ro', permission: 2 })).toEqual({
      ok: false,
      reason: Code.fileReadOnly,
    });
    expect(dropVerdict([file('/home/a')], { kind: 'group', path: '/public/x', permission: 0 })).toEqual({
      ok: false,
      reason: Code.fileReadOnly,
    });
    expect(dropVerdict([file('/home/a')], { kind: 'folder', path: '/public/ro/sub', permission: 2 })).toEqual(
      {
        ok: false,
        reason: Code.fileReadOnly,
      },
    );
    expect(dropVerdict([file('/home/a')], { kind: 'group', path: '/public/x', permission: null })).toEqual({
      ok: false,
      reason: 'fetching',
    });
  });

  it('refuses other targets, other users’ shared files and moving system entries', () => {
    expect(dropVerdict([file('/home/a')], { kind: 'other' })).toEqual({
      ok: false,
      reason: Code.fileDropNotSupported,
    });
    expect(dropVerdict([], { kind: 'home', path: '/home' })).toEqual({
      ok: false,
      reason: Code.fileDropNotSupported,
    });
    expect(dropVerdict([file('/home/a')], { kind: 'external', path: '/external' })).toEqual({
      ok: false,
      reason: Code.fileDropNotSupported,
    });
    expect(
      dropVerdict([{ path: '/home/a', is_sys: false, othersShare: true }], {
        kind: 'folder',
        path: '/home/b',
        permission: 1,
      }),
    ).toEqual({ ok: false, reason: Code.fileOthersShared });
    expect(
      dropVerdict([file('/home/sys', true)], { kind: 'folder', path: '/home/b', permission: 1 }),
    ).toEqual({
      ok: false,
      reason: Code.fileDropNotSupported,
    });
    // A copy of a system entry elsewhere is fine.
    expect(
      dropVerdict([file('/home/sys', true)], { kind: 'group', path: '/public/t', permission: 1 }),
    ).toMatchObject({
      ok: true,
      mode: 'copy',
    });
  });
});
