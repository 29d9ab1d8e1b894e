import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { useWindowStore } from '../window-manager/window-store';
import { genericIcon, type RenderIcon } from '../window/window-icon';
import { TaskbarItem } from './taskbar-item';
import './taskbar.css';

interface Props {
  /** Left of the window buttons, e.g. the app menu button. */
  start?: ReactNode;
  /** The right-hand slot: clock, notifications, user menu. */
  children?: ReactNode;
  renderIcon?: RenderIcon;
}

/** One button per open window that shows in the bar, in the order they were opened. */
export function Taskbar({ start, children, renderIcon = genericIcon }: Props) {
  const { t } = useTranslation();
  const names = useWindowStore(
    useShallow((state) =>
      Object.values(state.windows)
        .filter((window) => !window.hideInBar)
        .map((window) => window.name),
    ),
  );
  return (
    <nav className="taskbar" aria-label={t('window.taskbar')} data-testid="taskbar">
      {start && <div className="taskbar-start">{start}</div>}
      <div className="taskbar-items">
        {names.map((name) => (
          <TaskbarItem key={name} name={name} renderIcon={renderIcon} />
        ))}
      </div>
      {children && <div className="taskbar-end">{children}</div>}
    </nav>
  );
}
