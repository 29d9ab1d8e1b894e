import type { ComponentType } from 'react';
import { Tabs } from 'antd';
import type { FileServiceConfig } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfigEditor, type DraftFields } from './config-editor';
import { DlnaFields } from './dlna-fields';
import { FtpFields } from './ftp-fields';
import { ServiceConfigTab } from './service-config-tab';
import { ServiceFolders } from './service-folders';
import { WebdavFields } from './webdav-fields';

/** A service's settings and the folders it exports, as two tabs. */
function SettingsAndFolders<N extends 'ftp' | 'webdav'>({
  name,
  Fields,
}: {
  name: N;
  Fields: ComponentType<DraftFields<FileServiceConfig<N>>>;
}) {
  const { t } = useTranslation();
  return (
    <ServiceConfigTab name={name}>
      {(saved) => (
        <Tabs
          size="small"
          destroyOnHidden
          items={[
            {
              key: 'settings',
              label: t('fileServices.config.sections.settings'),
              children: (
                <ConfigEditor name={name} saved={saved}>
                  {(fields) => <Fields {...fields} />}
                </ConfigEditor>
              ),
            },
            {
              key: 'folders',
              label: t('fileServices.config.sections.folders'),
              children: <ServiceFolders name={name} />,
            },
          ]}
        />
      )}
    </ServiceConfigTab>
  );
}

/** FTP's tab: port, passive ports, FTPS, and the folders it exports. */
export function FtpTab() {
  return <SettingsAndFolders name="ftp" Fields={FtpFields} />;
}

/** WebDAV's tab: port, HTTPS, and the folders it exports. */
export function WebdavTab() {
  return <SettingsAndFolders name="webdav" Fields={WebdavFields} />;
}

/** DLNA's tab: port, the name players show and the media folders (DLNA has no accounts). */
export function DlnaTab() {
  return (
    <ServiceConfigTab name="dlna">
      {(saved) => (
        <ConfigEditor name="dlna" saved={saved}>
          {(fields) => <DlnaFields {...fields} />}
        </ConfigEditor>
      )}
    </ServiceConfigTab>
  );
}
