import { useState } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { AppIcon } from '../app-catalogue/app-icon';
import { searchApps } from './app-search';
import { useAppTitle } from './use-app-title';

interface AppMenuProps {
  apps: readonly AppDefinition[];
  onOpen: (app: AppDefinition) => void;
}

function AppMenuList({ apps, onOpen }: AppMenuProps) {
  const { t } = useTranslation();
  const titleOf = useAppTitle();
  const [query, setQuery] = useState('');
  const found = searchApps(apps, query);
  return (
    <div className="app-menu" data-testid="app-menu">
      <Input.Search
        autoFocus
        allowClear
        value={query}
        placeholder={t('desktopShell.appMenuSearch')}
        aria-label={t('desktopShell.appMenuSearch')}
        data-testid="app-menu-search"
        onChange={(event) => setQuery(event.target.value)}
        onSearch={() => {
          if (found[0]) onOpen(found[0]);
        }}
      />
      {found.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desktopShell.appMenuEmpty')} />
      ) : (
        <ul className="app-menu-list">
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
  const [open, setOpen] = useState(false);
  const openApp = (app: AppDefinition) => {
    setOpen(false);
    onOpen(app);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topLeft"
      arrow={false}
      destroyOnHidden
      content={<AppMenuList apps={apps} onOpen={openApp} />}
    >
      <Button
        type="text"
        className="taskbar-button app-menu-button"
        icon={<AppstoreOutlined />}
        aria-label={t('desktopShell.appMenu')}
        data-testid="app-menu-button"
      />
    </Popover>
  );
}
