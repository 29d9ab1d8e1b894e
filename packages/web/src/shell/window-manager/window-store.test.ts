import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { useSessionStore } from '../../session/session-store';
import { selectActiveWindow, useWindowStore } from './window-store';

const saved = vi.hoisted(() => ({
  loadLayout: vi.fn(),
  scheduleLayoutSave: vi.fn(),
  cancelLayoutSave: vi.fn(),
}));
vi.mock('./saved-layout', () => saved);

function app(name: string, extra: Partial<AppDefinition> = {}): AppDefinition {
  return {
    name,
    path: `/${name}`,
    title: { 'zh-CN': name, en: name },
    icon: name,
    roles: [1, 2, 3],
    ...extra,
  };
}

const store = () => useWindowStore.getState();

describe('useWindowStore', () => {
  beforeEach(() => {
    store().reset();
    store().setViewport({ width: 1600, height: 900 });
    saved.loadLayout.mockResolvedValue({});
  });
  afterEach(() => vi.clearAllMocks());

  it('opens an app with its T2 size and flags (WIN-12, WIN-14)', () => {
    store().openApp(
      app('switchDisk', {
        width: 600,
        height: 400,
        flags: { forbiddenMinimize: true, forbiddenMaximum: true },
      }),
    );
    expect(store().windows.switchDisk).toMatchObject({
      width: 600,
      height: 400,
      forbiddenMinimize: true,
      forbiddenMaximum: true,
      url: '/switchDisk',
    });
    expect(store().apps.switchDisk?.name).toBe('switchDisk');
  });

  it('opens the URL it is given (WIN-13)', () => {
    store().openApp(app('myAccount'), '/myAccount?navCurrent=5');
    expect(store().windows.myAccount?.url).toBe('/myAccount?navCurrent=5');
  });

  it('opens a full address under the page base at its route (WIN-13)', () => {
    vi.stubEnv('BASE_URL', '/home/');
    store().openApp(app('myAccount'), '/home/myAccount?navCurrent=5');
    vi.unstubAllEnvs();
    expect(store().windows.myAccount?.url).toBe('/myAccount?navCurrent=5');
  });

  it('keeps a new window inside the measured desktop (WIN-10)', () => {
    store().setViewport({ width: 1000, height: 640 });
    store().openApp(app('files'));
    const window = store().windows.files!;
    expect(window.left + window.width).toBeLessThanOrEqual(1000);
    expect(window.top + window.height).toBeLessThanOrEqual(640);
  });

  it('selects the active window and follows activation (WIN-03)', () => {
    store().openApp(app('a'));
    store().openApp(app('b'));
    expect(selectActiveWindow(store())?.name).toBe('b');
    store().activate('a');
    expect(selectActiveWindow(store())?.name).toBe('a');
    store().minimise('a');
    expect(selectActiveWindow(store())?.name).toBe('b');
  });

  it('toggles maximised and always-on-top (WIN-05, WIN-06)', () => {
    store().openApp(app('a'));
    store().toggleMaximise('a');
    expect(store().windows.a?.isMaximum).toBe(true);
    store().restore('a');
    expect(store().windows.a?.isMaximum).toBe(false);
    store().toggleTop('a');
    expect(store().windows.a?.isTop).toBe(true);
    store().toggleTop('a');
    expect(store().windows.a?.isTop).toBe(false);
  });

  it('remembers a moved window and schedules one save of the layout', () => {
    store().openApp(app('a'));
    store().move('a', 30, 40);
    expect(store().savedLayout.a).toMatchObject({ left: 30, top: 40, width: 1100, height: 700 });
    expect(saved.scheduleLayoutSave).toHaveBeenLastCalledWith({
      a: { left: 30, top: 40, width: 1100, height: 700 },
    });
  });

  it('opens a window where the saved layout put it, once the layout has come', async () => {
    saved.loadLayout.mockResolvedValue({ a: { left: 12, top: 34, width: 1000, height: 650 } });
    await store().loadSavedLayout();
    store().openApp(app('a'));
    expect(store().windows.a).toMatchObject({ left: 12, top: 34, width: 1000, height: 650 });
  });

  it('opens windows at once while the layout is still loading', () => {
    saved.loadLayout.mockReturnValue(new Promise(() => {}));
    void store().loadSavedLayout();
    store().openApp(app('a'));
    expect(store().windows.a).toBeDefined();
    expect(saved.loadLayout).toHaveBeenCalledTimes(1);
  });

  it('closes every window when the user signs out', () => {
    useSessionStore.setState({ session: { username: 'ann' } as never });
    store().openApp(app('a'));
    useSessionStore.setState({ session: null });
    expect(store().order).toEqual([]);
    expect(store().windows).toEqual({});
  });
});
