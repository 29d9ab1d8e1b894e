import type { FileServiceName, ServiceMapping } from '@coffer/contract';
import { Alert, Button, Space, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { useToast } from '../../../shell/format';
import { errorText } from './error-text';
import { RenameMappingDialog } from './rename-mapping-dialog';
import { useMappingAct, useMappings } from './use-file-services';
import { ReadingButton, ReadingScope } from '../../../shell/disabled-part/reading-scope';

/** The folders a service exports (its mappings): rename, stop sharing, share again. */
export function ServiceFolders({ name }: { name: FileServiceName }) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const toast = useToast();
  const mappings = useMappings(name);
  const act = useMappingAct(name);
  const [renaming, setRenaming] = useState<ServiceMapping | null>(null);

  const stop = async (mapping: ServiceMapping) => {
    const sure = await confirm({
      title: t('fileServices.folders.stopTitle', { name: mapping.name }),
      message: t('fileServices.folders.stopMessage', { name: mapping.name }),
      okText: t('fileServices.folders.stop'),
      danger: true,
    });
    if (!sure) return;
    act.mutate(
      { act: 'del', id: mapping.id },
      { onError: (error) => toast.error(errorText(error) ?? t('fileServices.folders.failed')) },
    );
  };
  const again = (mapping: ServiceMapping) =>
    act.mutate(
      { act: 'add', id: mapping.id },
      { onError: (error) => toast.error(errorText(error) ?? t('fileServices.folders.failed')) },
    );

  if (mappings.isPending) return <Spin />;
  if (mappings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('fileServices.folders.loadFailed')}
        description={errorText(mappings.error)}
        action={
          <ReadingButton onClick={() => void mappings.refetch()}>{t('fileServices.retry')}</ReadingButton>
        }
        data-testid="service-folders-failed"
      />
    );

  const busy = (mapping: ServiceMapping) => act.isPending && act.variables.id === mapping.id;
  const columns: TableColumnsType<ServiceMapping> = [
    { title: t('fileServices.folders.name'), dataIndex: 'name', ellipsis: true },
    { title: t('fileServices.folders.path'), dataIndex: 'path', ellipsis: true },
    {
      title: t('fileServices.folders.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: ServiceMapping['kind']) =>
        kind === 'home' ? t('fileServices.folders.kindHome') : t('fileServices.folders.kindGroup'),
    },
    {
      title: t('fileServices.folders.state'),
      dataIndex: 'exported',
      width: 110,
      render: (exported: boolean) => (
        <ReadingScope>
          {exported ? (
            <Tag color="success">{t('fileServices.folders.shared')}</Tag>
          ) : (
            <Tag>{t('fileServices.folders.notShared')}</Tag>
          )}
        </ReadingScope>
      ),
    },
    {
      title: t('fileServices.folders.actions'),
      key: 'actions',
      width: 190,
      render: (_, mapping) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => setRenaming(mapping)} data-testid="mapping-rename">
            {t('fileServices.folders.rename')}
          </Button>
          {mapping.exported ? (
            <Button
              size="small"
              type="link"
              danger
              loading={busy(mapping)}
              onClick={() => void stop(mapping)}
              data-testid="mapping-stop"
            >
              {t('fileServices.folders.stop')}
            </Button>
          ) : (
            <Button
              size="small"
              type="link"
              loading={busy(mapping)}
              onClick={() => again(mapping)}
              data-testid="mapping-again"
            >
              {t('fileServices.folders.again')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`service-folders-${name}`}>
      <p className="setting-muted setting-intro">{t('fileServices.folders.intro')}</p>
      <Table<ServiceMapping>
        className="service-folders-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={mappings.data}
        pagination={false}
        locale={{ emptyText: t('fileServices.folders.empty') }}
        onRow={(mapping) =>
          ({ 'data-testid': `mapping-row-${mapping.id}` }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <RenameMappingDialog
        mapping={renaming}
        onClose={() => setRenaming(null)}
        rename={(mapping, newName) => act.mutateAsync({ act: 'rename', id: mapping.id, name: newName })}
      />
    </div>
  );
}
