import { Button, Result } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { appByName } from '../../shell/app-catalogue/app-catalogue';
import { openAppWindow } from '../../shell/desktop/open-app';

/** `share`: the links live in the share manager; this page leads there. */
export function SharePage() {
  const { t } = useTranslation();
  const app = appByName('shareManage');
  return (
    <Result
      className="fm-state"
      icon={<ShareAltOutlined />}
      title={t('fileManage.shareTab.title')}
      subTitle={t('fileManage.shareTab.body')}
      extra={
        app ? (
          <Button type="primary" onClick={() => openAppWindow(app)}>
            {t('fileManage.shareTab.open')}
          </Button>
        ) : null
      }
    />
  );
}
