import { useWindowStore } from '../window-manager/window-store';
import { activeWindowName } from '../window-manager/z-order';
import { useWindowTitle } from '../window/use-window-title';
import type { RenderIcon } from '../window/window-icon';
import { taskbarClick } from './taskbar-click';

export function TaskbarItem({ name, renderIcon }: { name: string; renderIcon: RenderIcon }) {
  const window = useWindowStore((state) => state.windows[name]);
  const active = useWindowStore((state) => activeWindowName(state) === name);
  const title = useWindowTitle(window?.title);
  if (!window) return null;

  const onClick = () => {
    const store = useWindowStore.getState();
    const action = taskbarClick(store, name);
    if (action === 'minimise') store.minimise(name);
    else if (action === 'activate') store.activate(name);
  };

  return (
    <button
      type="button"
      className="taskbar-item"
      title={title}
      aria-pressed={active}
      data-testid={`taskbar-item-${name}`}
      data-active={active}
      data-minimised={window.isMinimum}
      onClick={onClick}
    >
      <span className="taskbar-item-icon" aria-hidden>
        {renderIcon(window.icon)}
      </span>
      <span className="taskbar-item-title">{title}</span>
    </button>
  );
}
