import { describe, expect, it } from 'vitest';
import { windowReducer } from './window-reducer';
import { open, opened, run, spec, VIEWPORT } from './window-test-kit';
import { ALWAYS_ON_TOP_Z, EMPTY_WINDOWS, type WindowsState } from './window-state';
import { activeWindowName, zIndexOf } from './z-order';

type Check = (state: WindowsState) => void;

interface Case {
  rule: string;
  behaviour: string;
  from: WindowsState;
  actions: Parameters<typeof windowReducer>[1][];
  expect: Check;
}

const cases: Case[] = [
  {
    rule: 'WIN-01',
    behaviour: 'a new window carries its app facts and starts with one history entry',
    from: EMPTY_WINDOWS,
    actions: [open('docker', 5, { icon: 'docker-icon', path: '/docker' })],
    expect: (state) =>
      expect(state.windows.docker).toMatchObject({
        name: 'docker',
        icon: 'docker-icon',
        url: '/docker',
        history: ['/docker'],
        histIdx: 0,
        isMaximum: false,
        isMinimum: false,
        isTop: false,
        loading: false,
        showBack: true,
        createTime: 5,
        activeTime: 5,
      }),
  },
  {
    rule: 'WIN-01',
    behaviour: 'a new window takes the app flags',
    from: EMPTY_WINDOWS,
    actions: [
      open('switchDisk', 1, {
        hideInBar: true,
        forbiddenMinimize: true,
        forbiddenMaximum: true,
        forbiddenClose: true,
        forbiddenHelp: true,
        modal: true,
      }),
    ],
    expect: (state) =>
      expect(state.windows.switchDisk).toMatchObject({
        hideInBar: true,
        forbiddenMinimize: true,
        forbiddenMaximum: true,
        forbiddenClose: true,
        forbiddenHelp: true,
        modal: true,
      }),
  },
  {
    rule: 'WIN-01',
    behaviour: 'a URL given on open becomes the first route',
    from: EMPTY_WINDOWS,
    actions: [open('myAccount', 1, {}, '/myAccount?navCurrent=5')],
    expect: (state) => expect(state.windows.myAccount?.history).toEqual(['/myAccount?navCurrent=5']),
  },
  {
    rule: 'WIN-02',
    behaviour: 'opening an open name re-activates it instead of adding a window',
    from: opened('a', 'b'),
    actions: [open('a', 9)],
    expect: (state) => {
      expect(Object.keys(state.windows)).toHaveLength(2);
      expect(state.order).toEqual(['b', 'a']);
      expect(state.windows.a?.activeTime).toBe(9);
      expect(state.windows.a?.createTime).toBe(1);
    },
  },
  {
    rule: 'WIN-02',
    behaviour: 'opening an open name clears minimised and loading',
    from: opened('a', 'b'),
    actions: [
      { type: 'setLoading', name: 'a', loading: true },
      { type: 'minimise', name: 'a', now: 3 },
      open('a', 4),
    ],
    expect: (state) => expect(state.windows.a).toMatchObject({ isMinimum: false, loading: false }),
  },
  {
    rule: 'WIN-02',
    behaviour: 'opening an open name with a URL takes it there; without one it stays put',
    from: run([open('files', 1), { type: 'navigate', name: 'files', url: '/files/share' }]),
    actions: [open('files', 2)],
    expect: (state) => expect(state.windows.files?.url).toBe('/files/share'),
  },
  {
    rule: 'WIN-02',
    behaviour: 'opening an open name with a URL navigates to it',
    from: opened('files'),
    actions: [open('files', 2, {}, '/files/search')],
    expect: (state) =>
      expect(state.windows.files).toMatchObject({
        url: '/files/search',
        history: ['/files', '/files/search'],
      }),
  },
  {
    rule: 'WIN-03',
    behaviour: 'activating raises the window to the top of the order and records the time',
    from: opened('a', 'b', 'c'),
    actions: [{ type: 'activate', name: 'a', now: 7 }],
    expect: (state) => {
      expect(state.order).toEqual(['b', 'c', 'a']);
      expect(state.windows.a?.activeTime).toBe(7);
      expect(activeWindowName(state)).toBe('a');
      expect(zIndexOf(state, 'a')).toBeGreaterThan(zIndexOf(state, 'c'));
    },
  },
  {
    rule: 'WIN-03',
    behaviour: 'activating a minimised window shows it',
    from: run([{ type: 'minimise', name: 'a', now: 3 }], opened('a', 'b')),
    actions: [{ type: 'activate', name: 'a', now: 4 }],
    expect: (state) => {
      expect(state.windows.a?.isMinimum).toBe(false);
      expect(activeWindowName(state)).toBe('a');
    },
  },
  {
    rule: 'WIN-03',
    behaviour: 'activating an unknown name changes nothing',
    from: opened('a'),
    actions: [{ type: 'activate', name: 'ghost', now: 4 }],
    expect: (state) => expect(state).toEqual(opened('a')),
  },
  {
    rule: 'WIN-04',
    behaviour: 'closing removes the window from the windows and the order',
    from: opened('a', 'b'),
    actions: [{ type: 'close', name: 'b', now: 5 }],
    expect: (state) => {
      expect(state.windows.b).toBeUndefined();
      expect(state.order).toEqual(['a']);
    },
  },
  {
    rule: 'WIN-04',
    behaviour: 'closing activates the most recently active window that is not minimised',
    from: run(
      [
        { type: 'activate', name: 'b', now: 10 },
        { type: 'minimise', name: 'c', now: 11 },
        { type: 'activate', name: 'd', now: 12 },
      ],
      opened('a', 'b', 'c', 'd'),
    ),
    actions: [{ type: 'close', name: 'd', now: 20 }],
    expect: (state) => {
      expect(activeWindowName(state)).toBe('b');
      expect(state.windows.b?.activeTime).toBe(20);
      expect(state.windows.c?.isMinimum).toBe(true);
    },
  },
  {
    rule: 'WIN-04',
    behaviour: 'closing the last shown window leaves none active',
    from: run([{ type: 'minimise', name: 'a', now: 3 }], opened('a', 'b')),
    actions: [{ type: 'close', name: 'b', now: 4 }],
    expect: (state) => expect(activeWindowName(state)).toBeNull(),
  },
  {
    rule: 'WIN-05',
    behaviour: 'maximise and unmaximise set the flag and keep the restored size',
    from: opened('a'),
    actions: [
      { type: 'maximise', name: 'a' },
      { type: 'unmaximise', name: 'a' },
    ],
    expect: (state) => expect(state.windows.a).toMatchObject({ isMaximum: false, width: 1100, height: 700 }),
  },
  {
    rule: 'WIN-05',
    behaviour: 'maximise sets the flag',
    from: opened('a'),
    actions: [{ type: 'maximise', name: 'a' }],
    expect: (state) => expect(state.windows.a?.isMaximum).toBe(true),
  },
  {
    rule: 'WIN-05',
    behaviour: 'a window that forbids maximising stays as it is',
    from: run([open('switchDisk', 1, { forbiddenMaximum: true })]),
    actions: [{ type: 'maximise', name: 'switchDisk' }],
    expect: (state) => expect(state.windows.switchDisk?.isMaximum).toBe(false),
  },
  {
    rule: 'WIN-05',
    behaviour: 'minimising sets the flag and activates another window',
    from: opened('a', 'b'),
    actions: [{ type: 'minimise', name: 'b', now: 5 }],
    expect: (state) => {
      expect(state.windows.b?.isMinimum).toBe(true);
      expect(activeWindowName(state)).toBe('a');
      expect(state.windows.a?.activeTime).toBe(5);
    },
  },
  {
    rule: 'WIN-05',
    behaviour: 'a window that forbids minimising stays shown',
    from: run([open('switchDisk', 1, { forbiddenMinimize: true })]),
    actions: [{ type: 'minimise', name: 'switchDisk', now: 2 }],
    expect: (state) => expect(state.windows.switchDisk?.isMinimum).toBe(false),
  },
  {
    rule: 'WIN-05',
    behaviour: 'unminimising clears the flag and activates the window',
    from: run([{ type: 'minimise', name: 'a', now: 3 }], opened('a', 'b')),
    actions: [{ type: 'unminimise', name: 'a', now: 4 }],
    expect: (state) => {
      expect(state.windows.a?.isMinimum).toBe(false);
      expect(activeWindowName(state)).toBe('a');
    },
  },
  {
    rule: 'WIN-06',
    behaviour: 'an always-on-top window stacks at 1000, above windows activated after it',
    from: opened('a', 'b'),
    actions: [
      { type: 'setTop', name: 'a', isTop: true },
      { type: 'activate', name: 'b', now: 5 },
    ],
    expect: (state) => {
      expect(zIndexOf(state, 'a')).toBe(ALWAYS_ON_TOP_Z);
      expect(zIndexOf(state, 'b')).toBeLessThan(ALWAYS_ON_TOP_Z);
    },
  },
  {
    rule: 'WIN-06',
    behaviour: 'among always-on-top windows the last activated is highest',
    from: run(
      [
        { type: 'setTop', name: 'a', isTop: true },
        { type: 'setTop', name: 'b', isTop: true },
      ],
      opened('a', 'b', 'c'),
    ),
    actions: [{ type: 'activate', name: 'a', now: 9 }],
    expect: (state) => {
      expect(zIndexOf(state, 'b')).toBe(ALWAYS_ON_TOP_Z);
      expect(zIndexOf(state, 'a')).toBe(ALWAYS_ON_TOP_Z + 1);
      expect(zIndexOf(state, 'c')).toBe(1);
    },
  },
  {
    rule: 'WIN-06',
    behaviour: 'unpinning returns the window to the ordinary stack',
    from: run([{ type: 'setTop', name: 'a', isTop: true }], opened('a', 'b')),
    actions: [{ type: 'setTop', name: 'a', isTop: false }],
    expect: (state) => {
      expect(state.windows.a?.isTop).toBe(false);
      expect(zIndexOf(state, 'a')).toBe(1);
      expect(zIndexOf(state, 'b')).toBe(2);
    },
  },
  {
    rule: 'WIN-07',
    behaviour: 'activating an empty name minimises every window',
    from: opened('a', 'b', 'c'),
    actions: [{ type: 'activate', name: '', now: 5 }],
    expect: (state) => {
      expect(Object.values(state.windows).every((window) => window.isMinimum)).toBe(true);
      expect(activeWindowName(state)).toBeNull();
    },
  },
  {
    rule: 'WIN-08',
    behaviour: 'mode full opens maximised',
    from: EMPTY_WINDOWS,
    actions: [open('player', 1, { mode: 'full' })],
    expect: (state) => expect(state.windows.player).toMatchObject({ isMaximum: true, mode: 'full' }),
  },
  {
    rule: 'WIN-08',
    behaviour: 'without mode full a window opens at its size',
    from: EMPTY_WINDOWS,
    actions: [open('docker', 1)],
    expect: (state) => expect(state.windows.docker?.isMaximum).toBe(false),
  },
  {
    rule: 'WIN-09',
    behaviour: 'navigate appends the route to the window history',
    from: opened('files'),
    actions: [{ type: 'navigate', name: 'files', url: '/files/share' }],
    expect: (state) =>
      expect(state.windows.files).toMatchObject({
        url: '/files/share',
        history: ['/files', '/files/share'],
        histIdx: 1,
      }),
  },
  {
    rule: 'WIN-09',
    behaviour: 'navigating after going back drops the forward entries',
    from: opened('files'),
    actions: [
      { type: 'navigate', name: 'files', url: '/files/a' },
      { type: 'navigate', name: 'files', url: '/files/b' },
      { type: 'back', name: 'files' },
      { type: 'back', name: 'files' },
      { type: 'navigate', name: 'files', url: '/files/c' },
    ],
    expect: (state) =>
      expect(state.windows.files).toMatchObject({
        history: ['/files', '/files/c'],
        histIdx: 1,
        url: '/files/c',
      }),
  },
  {
    rule: 'WIN-09',
    behaviour: 'a URL with a hist parameter is shown but not recorded',
    from: opened('files'),
    actions: [{ type: 'navigate', name: 'files', url: '/files/a?hist=1' }],
    expect: (state) =>
      expect(state.windows.files).toMatchObject({ url: '/files/a?hist=1', history: ['/files'], histIdx: 0 }),
  },
  {
    rule: 'WIN-09',
    behaviour: 'hist must be a query parameter, not part of a path or another name',
    from: opened('files'),
    actions: [
      { type: 'navigate', name: 'files', url: '/files/hist' },
      { type: 'navigate', name: 'files', url: '/files/a?history=1' },
    ],
    expect: (state) => expect(state.windows.files?.history).toHaveLength(3),
  },
  {
    rule: 'WIN-09',
    behaviour: 'the history keeps at most 20 entries, dropping the oldest',
    from: opened('files'),
    actions: Array.from({ length: 25 }, (_, index) => ({
      type: 'navigate' as const,
      name: 'files',
      url: `/files/${index}`,
    })),
    expect: (state) => {
      const window = state.windows.files;
      expect(window?.history).toHaveLength(20);
      expect(window?.history[0]).toBe('/files/5');
      expect(window?.history.at(-1)).toBe('/files/24');
      expect(window?.histIdx).toBe(19);
    },
  },
  {
    rule: 'WIN-09',
    behaviour: 'back and forward move through the history and stop at its ends',
    from: run([
      open('files', 1),
      { type: 'navigate', name: 'files', url: '/files/a' },
      { type: 'back', name: 'files' },
      { type: 'back', name: 'files' },
    ]),
    actions: [],
    expect: (state) => expect(state.windows.files).toMatchObject({ url: '/files', histIdx: 0 }),
  },
  {
    rule: 'WIN-09',
    behaviour: 'forward returns to the entry left by back, and stops at the newest',
    from: run([
      open('files', 1),
      { type: 'navigate', name: 'files', url: '/files/a' },
      { type: 'back', name: 'files' },
    ]),
    actions: [
      { type: 'forward', name: 'files' },
      { type: 'forward', name: 'files' },
    ],
    expect: (state) => expect(state.windows.files).toMatchObject({ url: '/files/a', histIdx: 1 }),
  },
  {
    rule: 'WIN-09',
    behaviour: 'a replace swaps the current entry; the same route twice adds nothing',
    from: opened('files'),
    actions: [
      { type: 'navigate', name: 'files', url: '/files/a' },
      { type: 'navigate', name: 'files', url: '/files/a' },
      { type: 'navigate', name: 'files', url: '/files/b', replace: true },
    ],
    expect: (state) =>
      expect(state.windows.files).toMatchObject({ history: ['/files', '/files/b'], histIdx: 1 }),
  },
  {
    rule: 'WIN-10',
    behaviour: 'a window without a stated size opens at 1100x700, minimum 900x600',
    from: EMPTY_WINDOWS,
    actions: [open('a')],
    expect: (state) =>
      expect(state.windows.a).toMatchObject({ width: 1100, height: 700, minWidth: 900, minHeight: 600 }),
  },
  {
    rule: 'WIN-10',
    behaviour: 'the start position comes from the injected chance and stays inside the desktop',
    from: EMPTY_WINDOWS,
    actions: [
      { type: 'open', spec: spec('low'), viewport: VIEWPORT, now: 1, random: () => 0 },
      { type: 'open', spec: spec('high'), viewport: VIEWPORT, now: 2, random: () => 0.999999 },
    ],
    expect: (state) => {
      const { low, high } = state.windows;
      expect(low).toMatchObject({ left: 0, top: 0 });
      expect(high).toMatchObject({ left: 820, top: 340 });
      for (const window of [low, high]) {
        expect(window!.left + window!.width).toBeLessThanOrEqual(VIEWPORT.width);
        expect(window!.top + window!.height).toBeLessThanOrEqual(VIEWPORT.height);
      }
    },
  },
  {
    rule: 'WIN-10',
    behaviour: 'a window that would open exactly over another steps down and right',
    from: opened('a'),
    actions: [open('b', 2), open('c', 3)],
    expect: (state) => {
      expect(state.windows.a).toMatchObject({ left: 410, top: 170 });
      expect(state.windows.b).toMatchObject({ left: 442, top: 202 });
      expect(state.windows.c).toMatchObject({ left: 474, top: 234 });
    },
  },
  {
    rule: 'WIN-10',
    behaviour: 'stepping aside stops where the window would leave the desktop',
    from: EMPTY_WINDOWS,
    actions: [
      { type: 'open', spec: spec('a'), viewport: VIEWPORT, now: 1, random: () => 0.999999 },
      { type: 'open', spec: spec('b'), viewport: VIEWPORT, now: 2, random: () => 0.999999 },
    ],
    expect: (state) => expect(state.windows.b).toMatchObject({ left: 820, top: 340 }),
  },
  {
    rule: 'WIN-10',
    behaviour: 'on a small desktop a window shrinks towards its minimum and starts at the edge',
    from: EMPTY_WINDOWS,
    actions: [
      { type: 'open', spec: spec('a'), viewport: { width: 1000, height: 650 }, now: 1, random: () => 0.5 },
    ],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 0, top: 0, width: 1000, height: 650 }),
  },
  {
    rule: 'WIN-10',
    behaviour: 'a saved place and size win over the random start',
    from: EMPTY_WINDOWS,
    actions: [
      {
        type: 'open',
        spec: spec('a'),
        savedRect: { left: 40, top: 30, width: 1200, height: 800 },
        viewport: VIEWPORT,
        now: 1,
        random: () => 0.5,
      },
    ],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 40, top: 30, width: 1200, height: 800 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'moving never takes a window above or left of 0',
    from: opened('a'),
    actions: [{ type: 'move', name: 'a', left: -50, top: -10, viewport: VIEWPORT }],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 0, top: 0 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'moving keeps the header reachable on the right and at the bottom',
    from: opened('a'),
    actions: [{ type: 'move', name: 'a', left: 5000, top: 5000, viewport: VIEWPORT }],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 1800, top: 1000 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'when the desktop shrinks, windows move and shrink back inside it; the others stay',
    from: run(
      [
        { type: 'move', name: 'a', left: 1700, top: 900, viewport: VIEWPORT },
        { type: 'move', name: 'b', left: 10, top: 10, viewport: VIEWPORT },
      ],
      opened('a', 'b'),
    ),
    actions: [{ type: 'fitViewport', viewport: { width: 1280, height: 760 } }],
    expect: (state) => {
      expect(state.windows.a).toMatchObject({ left: 180, top: 60, width: 1100, height: 700 });
      expect(state.windows.b).toMatchObject({ left: 10, top: 10, width: 1100, height: 700 });
    },
  },
  {
    rule: 'WIN-11',
    behaviour: 'on a desktop smaller than a window, it shrinks to its minimum at 0',
    from: opened('a'),
    actions: [{ type: 'fitViewport', viewport: { width: 1000, height: 500 } }],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 0, top: 0, width: 1000, height: 600 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'a maximised window does not move',
    from: run([{ type: 'maximise', name: 'a' }], opened('a')),
    actions: [{ type: 'move', name: 'a', left: 10, top: 10, viewport: VIEWPORT }],
    expect: (state) => expect(state.windows.a).toMatchObject({ left: 410, top: 170 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'resizing never goes below the minimum size',
    from: opened('a'),
    actions: [{ type: 'resize', name: 'a', width: 300, height: 200, viewport: VIEWPORT }],
    expect: (state) => expect(state.windows.a).toMatchObject({ width: 900, height: 600 }),
  },
  {
    rule: 'WIN-11',
    behaviour: 'resizing from the top-left edge moves the window, never below 0',
    from: opened('a'),
    actions: [
      { type: 'resize', name: 'a', width: 1300, height: 900, left: -20, top: 50, viewport: VIEWPORT },
    ],
    expect: (state) => expect(state.windows.a).toMatchObject({ width: 1300, height: 900, left: 0, top: 50 }),
  },
  {
    rule: 'WIN-12',
    behaviour: 'a T2 size and minimum are used as given (monitor 1000x660, min 1000x660)',
    from: EMPTY_WINDOWS,
    actions: [open('monitor', 1, { width: 1000, height: 660, minWidth: 1000, minHeight: 660 })],
    expect: (state) =>
      expect(state.windows.monitor).toMatchObject({
        width: 1000,
        height: 660,
        minWidth: 1000,
        minHeight: 660,
      }),
  },
  {
    rule: 'WIN-12',
    behaviour: 'a T2 size smaller than the default minimum lowers the minimum to it (switchDisk 600x400)',
    from: EMPTY_WINDOWS,
    actions: [open('switchDisk', 1, { width: 600, height: 400 })],
    expect: (state) =>
      expect(state.windows.switchDisk).toMatchObject({
        width: 600,
        height: 400,
        minWidth: 600,
        minHeight: 400,
      }),
  },
  {
    rule: 'WIN-12',
    behaviour: 'a T2 minimum without a size opens at least that large (notebook min 960x714)',
    from: EMPTY_WINDOWS,
    actions: [open('notebook', 1, { minWidth: 960, minHeight: 714 })],
    expect: (state) =>
      expect(state.windows.notebook).toMatchObject({
        width: 1100,
        height: 714,
        minWidth: 960,
        minHeight: 714,
      }),
  },
  {
    rule: 'WIN-01',
    behaviour: 'setLoading sets the flag',
    from: opened('a'),
    actions: [{ type: 'setLoading', name: 'a', loading: true }],
    expect: (state) => expect(state.windows.a?.loading).toBe(true),
  },
];

describe('windowReducer', () => {
  it.each(cases)('$rule: $behaviour', ({ from, actions, expect: check }) => {
    check(run(actions, from));
  });

  it('never changes the state it was given', () => {
    const before = opened('a', 'b');
    const snapshot = structuredClone(before);
    run(
      [
        { type: 'activate', name: 'a', now: 9 },
        { type: 'navigate', name: 'b', url: '/b/x' },
        { type: 'close', name: 'a', now: 10 },
      ],
      before,
    );
    expect(before).toEqual(snapshot);
  });
});
