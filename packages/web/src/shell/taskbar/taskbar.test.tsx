import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { useWindowStore } from '../window-manager/window-store';
import { opened, run } from '../window-manager/window-test-kit';
import { Taskbar } from './taskbar';
import { taskbarClick } from './taskbar-click';

vi.mock('../window-manager/saved-layout', () => ({
  loadLayout: vi.fn(async () => ({})),
  scheduleLayoutSave: vi.fn(),
  cancelLayoutSave: vi.fn(),
}));

function app(name: string, extra: Partial<AppDefinition> = {}): AppDefinition {
  return {
    name,
    path: `/${name}`,
    title: { 'zh-CN': `${name} 标题`, en: `${name} title` },
    icon: name,
    roles: [1],
    ...extra,
  };
}

const store = () => useWindowStore.getState();
const item = (name: string) => screen.getByTestId(`taskbar-item-${name}`);

describe('taskbarClick', () => {
  it.each([
    { behaviour: 'the active window is minimised', state: opened('a', 'b'), name: 'b', expected: 'minimise' },
    {
      behaviour: 'an inactive window is activated',
      state: opened('a', 'b'),
      name: 'a',
      expected: 'activate',
    },
    {
      behaviour: 'a minimised window is restored and activated',
      state: run([{ type: 'minimise', name: 'b', now: 5 }], opened('a', 'b')),
      name: 'b',
      expected: 'activate',
    },
    {
      behaviour: 'an active window that may not minimise stays',
      state: run([
        {
          type: 'open',
          spec: {
            name: 'm',
            icon: 'm',
            title: { 'zh-CN': 'm', en: 'm' },
            path: '/m',
            forbiddenMinimize: true,
          },
          viewport: { width: 1600, height: 900 },
          now: 1,
          random: () => 0.5,
        },
      ]),
      name: 'm',
      expected: 'none',
    },
    { behaviour: 'an unknown name does nothing', state: opened('a'), name: 'ghost', expected: 'none' },
  ])('$behaviour', ({ state, name, expected }) => {
    expect(taskbarClick(state, name)).toBe(expected);
  });
});

describe('Taskbar', () => {
  beforeEach(() => {
    store().reset();
    store().setViewport({ width: 1600, height: 900 });
  });

  it('lists the open windows that show in the bar, with the right-hand slot', () => {
    render(
      <Taskbar>
        <span data-testid="clock">12:00</span>
      </Taskbar>,
    );
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('hidden', { flags: { hideInBar: true } }));
      store().openApp(app('b'));
    });
    expect(item('a')).toHaveTextContent('a 标题');
    expect(screen.queryByTestId('taskbar-item-hidden')).toBeNull();
    expect(item('b')).toHaveAttribute('data-active', 'true');
    expect(item('a')).toHaveAttribute('data-active', 'false');
    expect(screen.getByTestId('clock')).toBeInTheDocument();
  });

  it('minimises the active window and brings others forward (WIN-05)', () => {
    render(<Taskbar />);
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('b'));
    });
    fireEvent.click(item('b'));
    expect(item('b')).toHaveAttribute('data-minimised', 'true');
    expect(item('a')).toHaveAttribute('data-active', 'true');

    fireEvent.click(item('b'));
    expect(item('b')).toHaveAttribute('data-minimised', 'false');
    expect(item('b')).toHaveAttribute('data-active', 'true');

    fireEvent.click(item('a'));
    expect(item('a')).toHaveAttribute('data-active', 'true');
    expect(item('b')).toHaveAttribute('data-minimised', 'false');
  });
});
