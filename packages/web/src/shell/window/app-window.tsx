import type { CSSProperties } from 'react';
import { useWindowStore } from '../window-manager/window-store';
import { activeWindowName, zIndexOf } from '../window-manager/z-order';
import { ResizeHandles } from './resize-handles';
import { useWindowTitle } from './use-window-title';
import { WindowBody } from './window-body';
import { WindowHeader } from './window-header';
import type { RenderIcon } from './window-icon';

/** One open window: frame, header, resize edges and the app inside. */
export function AppWindow({ name, renderIcon }: { name: string; renderIcon: RenderIcon }) {
  const window = useWindowStore((state) => state.windows[name]);
  const z = useWindowStore((state) => zIndexOf(state, name));
  const active = useWindowStore((state) => activeWindowName(state) === name);
  const title = useWindowTitle(window?.title);
  if (!window) return null;

  const style: CSSProperties = window.isMaximum
    ? { left: 0, top: 0, width: '100%', height: '100%', zIndex: z }
    : { left: window.left, top: window.top, width: window.width, height: window.height, zIndex: z };
  const activate = () => {
    if (!active) useWindowStore.getState().activate(name);
  };

  return (
    <>
      {window.modal && !window.isMinimum && (
        <div
          className="app-window-modal-mask"
          style={{ zIndex: z }}
          data-testid={`window-modal-mask-${name}`}
        />
      )}
      <section
        className="app-window"
        style={style}
        aria-label={title}
        data-testid={`window-${name}`}
        data-active={active}
        data-maximised={window.isMaximum}
        data-minimised={window.isMinimum}
        data-top={window.isTop}
        data-z={z}
        onPointerDownCapture={activate}
        onFocusCapture={activate}
      >
        <WindowHeader window={window} renderIcon={renderIcon} />
        <div className="app-window-body">
          <WindowBody name={name} url={window.url} />
        </div>
        {!window.isMaximum && <ResizeHandles name={name} />}
      </section>
    </>
  );
}
