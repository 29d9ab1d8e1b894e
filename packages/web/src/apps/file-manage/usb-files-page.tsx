import { useNavigate } from 'react-router';
import { Empty, List, Spin } from 'antd';
import { HddOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useDirTop, useIsAdmin } from './use-dir-top';

/** `usbFiles`: the mounted external disks (administrators), each opened as a folder. */
export function UsbFilesPage() {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const dirTop = useDirTop();
  if (!isAdmin) return <Empty className="fm-state" description={t('fileManage.usb.adminOnly')} />;
  if (dirTop.isPending) return <Spin className="fm-state" />;
  const disks = dirTop.data?.dirs.filter((dir) => dir.label === 'external') ?? [];
  return (
    <div className="fm-page" data-testid="fm-usb">
      <h3>{t('fileManage.usb.title')}</h3>
      {disks.length === 0 ? (
        <Empty description={t('fileManage.usb.none')} />
      ) : (
        <List
          dataSource={disks}
          renderItem={(disk) => (
            <List.Item
              className="fm-usb-item"
              onClick={() => navigate(`${base}/myFiles?path=${encodeURIComponent(disk.filepath)}`)}
            >
              <List.Item.Meta avatar={<HddOutlined />} title={disk.name} description={disk.filepath} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
