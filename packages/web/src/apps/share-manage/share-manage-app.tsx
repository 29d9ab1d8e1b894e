import { PERMISSIONS, type MainRole } from '@coffer/contract';
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { CreateShareDialog } from './create-share-dialog';
import { ShareAuditTable } from './share-audit';
import { ShareConfigForm } from './share-config-form';
import { createRequestOf } from './share-rules';
import { ShareTable } from './share-table';
import { shareManageText } from './share-manage-text';
import './share-manage.css';

addAppTexts('shareManage', shareManageText);

/**
 * /fastShareCenter/shareContent/file (APP-15): the caller's share links; administrators also see
 * everyone's links, every visit and download, and the share settings. `?create=<virtual path>`
 * opens the create dialog (how the file manager shares an entry).
 */
export default function ShareManageApp(_props: AppProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore((state) => state.session);
  const isAdmin = session ? (PERMISSIONS.shares as readonly MainRole[]).includes(mainRoleOf(session)) : false;
  const createPath = createRequestOf(location.search);
  const closeCreate = () => void navigate(location.pathname, { replace: true });

  const items = [
    { key: 'mine', label: t('shareManage.tabs.mine'), children: <ShareTable all={false} /> },
    ...(isAdmin
      ? [{ key: 'everyone', label: t('shareManage.tabs.everyone'), children: <ShareTable all /> }]
      : []),
    { key: 'audit', label: t('shareManage.tabs.audit'), children: <ShareAuditTable all={isAdmin} /> },
    ...(isAdmin
      ? [{ key: 'config', label: t('shareManage.tabs.config'), children: <ShareConfigForm /> }]
      : []),
  ];
  return (
    <div className="share-manage" data-testid="share-manage">
      <Tabs items={items} destroyOnHidden />
      {createPath ? <CreateShareDialog path={createPath} onClose={closeCreate} /> : null}
    </div>
  );
}
