import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Route, RouterProvider, Routes, useLocation } from 'react-router';
import '../../i18n/i18n';
import type { AppDefinition, AppProps } from '../app-catalogue/app-definition';
import { useWindowStore } from '../window-manager/window-store';
import { WindowLayer } from './window-layer';

vi.mock('../window-manager/saved-layout', () => ({
  loadLayout: vi.fn(async () => ({})),
  scheduleLayoutSave: vi.fn(),
  cancelLayoutSave: vi.fn(),
}));

function FilesApp({ windowName }: AppProps) {
  const location = useLocation();
  return (
    <div>
      <p data-testid="files-where">
        {windowName}:{location.pathname}
        {location.search}
      </p>
      <Link to="share" data-testid="files-go-share">
        share
      </Link>
      <Routes>
        <Route path="share" element={<p data-testid="files-share">share page</p>} />
      </Routes>
    </div>
  );
}

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

/** The windows as the desktop shows them: inside the page's own router. */
function renderDesktop() {
  const router = createMemoryRouter([{ path: '*', element: <WindowLayer /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

const frame = (name: string) => screen.getByTestId(`window-${name}`);

describe('AppWindow', () => {
  beforeEach(() => {
    store().reset();
    store().setViewport({ width: 1600, height: 900 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each open window with its state on the frame (WIN-01, WIN-06)', () => {
    renderDesktop();
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('b'));
    });
    expect(frame('a')).toHaveAttribute('data-active', 'false');
    expect(frame('b')).toHaveAttribute('data-active', 'true');
    expect(frame('b')).toHaveAttribute('data-maximised', 'false');
    expect(frame('b')).toHaveAttribute('data-minimised', 'false');
    expect(Number(frame('b').dataset.z)).toBeGreaterThan(Number(frame('a').dataset.z));
    expect(within(screen.getByTestId('window-header-b')).getByText('b 标题')).toBeInTheDocument();
  });

  it('hides the buttons the app forbids (WIN-14)', () => {
    renderDesktop();
    act(() =>
      store().openApp(
        app('switchDisk', {
          width: 600,
          height: 400,
          flags: { forbiddenMinimize: true, forbiddenMaximum: true, forbiddenClose: true },
        }),
      ),
    );
    expect(screen.queryByTestId('window-minimise-switchDisk')).toBeNull();
    expect(screen.queryByTestId('window-maximise-switchDisk')).toBeNull();
    expect(screen.queryByTestId('window-close-switchDisk')).toBeNull();
    expect(screen.getByTestId('window-top-switchDisk')).toBeInTheDocument();
    fireEvent.doubleClick(screen.getByTestId('window-header-switchDisk'));
    expect(frame('switchDisk')).toHaveAttribute('data-maximised', 'false');
  });

  it('minimises, maximises, pins and closes from the header buttons (WIN-04, WIN-05, WIN-06)', () => {
    renderDesktop();
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('b'));
    });
    fireEvent.click(screen.getByTestId('window-maximise-b'));
    expect(frame('b')).toHaveAttribute('data-maximised', 'true');
    expect(screen.getByTestId('window-maximise-b')).toHaveAccessibleName('还原');

    fireEvent.click(screen.getByTestId('window-top-a'));
    expect(frame('a')).toHaveAttribute('data-z', '1000');

    fireEvent.click(screen.getByTestId('window-minimise-a'));
    expect(frame('a')).toHaveAttribute('data-minimised', 'true');
    expect(frame('b')).toHaveAttribute('data-active', 'true');

    fireEvent.click(screen.getByTestId('window-close-b'));
    expect(screen.queryByTestId('window-b')).toBeNull();
  });

  it('maximises and restores on a header double-click (WIN-11)', () => {
    renderDesktop();
    act(() => store().openApp(app('a')));
    fireEvent.doubleClick(screen.getByTestId('window-header-a'));
    expect(frame('a')).toHaveAttribute('data-maximised', 'true');
    fireEvent.doubleClick(screen.getByTestId('window-header-a'));
    expect(frame('a')).toHaveAttribute('data-maximised', 'false');
  });

  it('moves with a header drag and never above or left of 0 (WIN-11)', () => {
    renderDesktop();
    act(() => store().openApp(app('a')));
    const { left, top } = store().windows.a!;
    const header = screen.getByTestId('window-header-a');
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 500, clientY: 300 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 530, clientY: 320 });
    expect(frame('a').style.left).toBe(`${left + 30}px`);
    expect(frame('a').style.top).toBe(`${top + 20}px`);
    fireEvent.pointerMove(header, { pointerId: 1, clientX: -2000, clientY: -2000 });
    fireEvent.pointerUp(header, { pointerId: 1 });
    expect(frame('a').style.left).toBe('0px');
    expect(frame('a').style.top).toBe('0px');
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 900, clientY: 900 });
    expect(frame('a').style.left).toBe('0px');
  });

  it('resizes from an edge but not below the minimum size (WIN-11)', () => {
    renderDesktop();
    act(() => store().openApp(app('a')));
    const edge = screen.getByTestId('window-edge-se-a');
    fireEvent.pointerDown(edge, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(edge, { pointerId: 2, clientX: 100, clientY: 50 });
    expect(frame('a').style.width).toBe('1200px');
    expect(frame('a').style.height).toBe('750px');
    fireEvent.pointerMove(edge, { pointerId: 2, clientX: -900, clientY: -900 });
    fireEvent.pointerUp(edge, { pointerId: 2 });
    expect(frame('a').style.width).toBe('900px');
    expect(frame('a').style.height).toBe('600px');
  });

  it('activates a window clicked anywhere inside it (WIN-03)', () => {
    renderDesktop();
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('b'));
    });
    fireEvent.pointerDown(frame('a'));
    expect(frame('a')).toHaveAttribute('data-active', 'true');
    expect(frame('b')).toHaveAttribute('data-active', 'false');
  });

  it('fetches the app only when its window opens and keeps its routes in the window history (WIN-09)', async () => {
    const load = vi.fn(async () => ({ default: FilesApp }));
    renderDesktop();
    const files = app('files', { load });
    expect(load).not.toHaveBeenCalled();

    act(() => store().openApp(files));
    expect(await screen.findByTestId('files-where')).toHaveTextContent('files:/files');
    expect(load).toHaveBeenCalledTimes(1);
    // The desktop has no antd around it: the app comes with antd's scope (theme, locale, App).
    expect(screen.getByTestId('files-where').closest('.ant-app')).not.toBeNull();
    expect(screen.getByTestId('window-back-files')).toBeDisabled();
    expect(screen.getByTestId('files-go-share')).toHaveAttribute('href', '/files/share');

    fireEvent.click(screen.getByTestId('files-go-share'));
    expect(await screen.findByTestId('files-share')).toBeInTheDocument();
    expect(store().windows.files).toMatchObject({ history: ['/files', '/files/share'], histIdx: 1 });

    fireEvent.click(screen.getByTestId('window-back-files'));
    expect(screen.getByTestId('files-where')).toHaveTextContent('files:/files');
    expect(screen.queryByTestId('files-share')).toBeNull();

    fireEvent.click(screen.getByTestId('window-forward-files'));
    expect(screen.getByTestId('files-share')).toBeInTheDocument();

    act(() => store().close('files'));
    act(() => store().openApp(files, '/files/share'));
    expect(await screen.findByTestId('files-share')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state only once a load has taken 50 ms', async () => {
    renderDesktop();
    act(() => store().openApp(app('slow', { load: () => new Promise(() => {}) })));
    expect(screen.queryByTestId('window-loading')).toBeNull();
    expect(await screen.findByTestId('window-loading')).toBeInTheDocument();
  });

  it('puts a mask under a modal window, over the windows below it', () => {
    renderDesktop();
    act(() => {
      store().openApp(app('a'));
      store().openApp(app('dialogApp', { flags: { modal: true } }));
    });
    const mask = screen.getByTestId('window-modal-mask-dialogApp');
    expect(Number(mask.style.zIndex)).toBe(Number(frame('dialogApp').dataset.z));
    expect(Number(mask.style.zIndex)).toBeGreaterThan(Number(frame('a').dataset.z));
    act(() => store().minimise('dialogApp'));
    expect(screen.queryByTestId('window-modal-mask-dialogApp')).toBeNull();
  });

  it('says plainly when the app is not on this device yet', () => {
    renderDesktop();
    act(() => store().openApp(app('future')));
    expect(within(frame('future')).getByText('此设备上暂未提供该应用')).toBeInTheDocument();
  });

  it('offers a retry when the app cannot be fetched, and fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<NonNullable<AppDefinition['load']>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: FilesApp });
    renderDesktop();
    act(() => store().openApp(app('files', { name: 'flaky', path: '/files', load })));
    fireEvent.click(await screen.findByTestId('app-load-retry'));
    expect(await screen.findByTestId('files-where')).toHaveTextContent('flaky:/files');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
