import { useState, type KeyboardEvent } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { AppIcon } from '../app-catalogue/app-icon';
import { TaskbarPopupPanel, useTaskbarPopup } from '../taskbar/taskbar-popup';
import { searchApps } from './app-search';
import { useAppTitle } from './use-app-title';

interface AppMenuProps {
  apps: readonly AppDefinition[];
  onOpen: (app: AppDefinition) => void;
}

/** The list's columns (desktop.css `.app-menu-list`), for Up and Down. */
const COLUMNS = 4;

/** The arrow keys move through the grid of apps; Up from its first row goes back to the search box. */
function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('.app-menu-item')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS }[event.key];
  let next: number | undefined;
  if (step !== undefined) next = at + step;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  if (next < 0 && event.key === 'ArrowUp') {
    event.currentTarget.parentElement?.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
}

function AppMenuList({ apps, onOpen }: AppMenuProps) {
  const { t } = useTranslation();
  const titleOf = useAppTitle();
  const [query, setQuery] = useState('');
  const found = searchApps(apps, query);
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (found[0]) onOpen(found[0]);
    } else if (event.key === 'ArrowDown') {
      const first = event.currentTarget.closest('.app-menu')?.querySelector<HTMLElement>('.app-menu-item');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  return (
    <div className="app-menu" data-testid="app-menu">
      <div className="app-menu-search">
        <SvgIcon icon={SearchOutlined} className="app-menu-search-icon" aria-hidden />
        <input
          type="search"
          className="plain-input plain-input-middle"
          // The menu exists to be typed into: the focus goes to its search box as it opens.
          autoFocus
          value={query}
          placeholder={t('desktopShell.appMenuSearch')}
          aria-label={t('desktopShell.appMenuSearch')}
          data-testid="app-menu-search"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      {found.length === 0 ? (
        <div className="app-menu-empty" role="status" data-testid="app-menu-empty">
          <SvgIcon icon={InboxOutlined} className="app-menu-empty-icon" aria-hidden />
          <span>{t('desktopShell.appMenuEmpty')}</span>
        </div>
      ) : (
        <ul className="app-menu-list" onKeyDown={onListKeyDown}>
          {found.map((app) => (
            <li key={app.name}>
              <button
                type="button"
                className="app-menu-item"
                data-testid={`app-menu-item-${app.name}`}
                onClick={() => onOpen(app)}
              >
                <AppIcon id={app.icon} size={36} />
                <span>{titleOf(app)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The start menu: every app the signed-in role sees, with a search box. */
export function AppMenu({ apps, onOpen }: AppMenuProps) {
  const { t } = useTranslation();
  const popup = useTaskbarPopup('dialog');
  const openApp = (app: AppDefinition) => {
    popup.close();
    onOpen(app);
  };
  return (
    <span className="taskbar-popup-anchor">
      <button
        type="button"
        {...popup.triggerProps}
        className="taskbar-button app-menu-button"
        aria-label={t('desktopShell.appMenu')}
        data-testid="app-menu-button"
      >
        <SvgIcon icon={AppstoreOutlined} aria-hidden />
      </button>
      <TaskbarPopupPanel popup={popup} align="start" role="dialog" aria-label={t('desktopShell.appMenu')}>
        <AppMenuList apps={apps} onOpen={openApp} />
      </TaskbarPopupPanel>
    </span>
  );
}
