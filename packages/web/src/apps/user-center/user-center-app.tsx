import { Tabs } from 'antd';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { AppPermitPanel } from './app-permit-panel';
import { FolderPanel } from './folder-panel';
import { GroupPanel } from './group-panel';
import { permissionEditorText } from './permission-editor-text';
import { userCenterText } from './user-center-text';
import { UserTable } from './user-table';
import './user-center.css';

addAppTexts('userCenter', userCenterText);
addAppTexts('permissionEditor', permissionEditorText);

/** /userCenter and /accountCenter (APP-10): the device's accounts and groups, for administrators. */
export default function UserCenterApp(_props: AppProps) {
  const { t } = useTranslation();
  return (
    <div className="user-center" data-testid="user-center">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'users', label: t('userCenter.tabs.users'), children: <UserTable /> },
          { key: 'groups', label: t('userCenter.tabs.groups'), children: <GroupPanel /> },
          { key: 'folders', label: t('permissionEditor.tabs.folders'), children: <FolderPanel /> },
          { key: 'apps', label: t('permissionEditor.tabs.apps'), children: <AppPermitPanel /> },
        ]}
      />
    </div>
  );
}
