import { Button, Space } from 'antd';
import { HeartOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { IhmGroup } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useHealthDialogs } from './health-dialogs';
import type { SmartProtocol } from './health-groups';

/**
 * The page head's health actions: the SMART check and the IHM report of a group. Every
 * administrator may open them and read the results; starting a check inside is the master's.
 */
export function HealthButtons({ smartGroup, ihmGroup }: { smartGroup: SmartProtocol; ihmGroup: IhmGroup }) {
  const { t } = useTranslation();
  const dialogs = useHealthDialogs();
  return (
    <Space wrap>
      <Button
        icon={<SafetyCertificateOutlined />}
        onClick={() => dialogs.openSmartCheck(smartGroup)}
        data-testid="disks-smart-button"
      >
        {t('storage.health.smartButton')}
      </Button>
      <Button
        icon={<HeartOutlined />}
        onClick={() => dialogs.openIhm(ihmGroup)}
        data-testid="disks-ihm-button"
      >
        {t('storage.health.ihmButton')}
      </Button>
    </Space>
  );
}
