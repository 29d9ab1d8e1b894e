import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin } from 'antd';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatSize } from '../../shell/format';
import { FILES_QUERY_KEY } from './use-dir-top';
import { iconKindOf } from '../../shell/files/file-kinds';
import { parentOf } from '../../shell/files/file-paths';

/** One entry's details from `fileStat`. */
export function PropertiesDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  const stat = useQuery({
    queryKey: [...FILES_QUERY_KEY, 'stat', path],
    queryFn: async ({ signal }) => unwrap(await call(CALLS.fileStat, { path }, { toast: false, signal })),
  });
  const item = stat.data;
  return (
    <Modal open title={t('fileManage.properties.title')} footer={null} onCancel={onClose} width={520}>
      <div data-testid="fm-properties">
        {stat.isPending && <Spin />}
        {stat.isError && <Alert type="error" showIcon title={stat.error.message} />}
        {item && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('fileManage.properties.name')}>{item.name}</Descriptions.Item>
            <Descriptions.Item label={t('fileManage.properties.location')}>
              {parentOf(item.path)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fileManage.properties.type')}>
              {t(`fileManage.kinds.${iconKindOf(item)}`)}
            </Descriptions.Item>
            {!item.is_dir && (
              <Descriptions.Item label={t('fileManage.properties.size')}>
                {formatSize(item.size)} ({item.size.toLocaleString()} B)
              </Descriptions.Item>
            )}
            {item.width > 0 && (
              <Descriptions.Item label={t('fileManage.properties.dimensions')}>
                {item.width} × {item.height}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('fileManage.properties.mtime')}>
              {formatDateTime(item.mtime * 1000)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fileManage.properties.permission')}>
              {item.permission === 1
                ? t('fileManage.properties.readWrite')
                : t('fileManage.properties.readOnly')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fileManage.properties.shared')}>
              {item.nshare ? t('fileManage.properties.yes') : t('fileManage.properties.no')}
            </Descriptions.Item>
          </Descriptions>
        )}
      </div>
    </Modal>
  );
}
