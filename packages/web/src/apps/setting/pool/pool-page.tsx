import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Tag } from 'antd';
import { Role, type FilePool } from '@coffer/contract';
import { filePoolGet, filePoolSet } from '@coffer/contract/calls/files';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewerRole } from '../../../shell/overlays/use-overlay-viewer';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { QueryPage } from '../query-page';
import { FailureAlert } from '../query-view';

const POOL_KEY = [...SETTING_QUERY_KEY, 'file-pool'];

/**
 * `/setting/poolManage`: the pool users' folders and the public folder are on (`/v2/file/pool/get`),
 * changed by the master (`/v2/file/pool/set`) among the usable pools; others see it read-only.
 */
export function PoolPage() {
  const query = useQuery({
    queryKey: POOL_KEY,
    queryFn: async ({ signal }) => unwrap(await call(filePoolGet, {}, { toast: false, signal })),
  });
  return (
    <QueryPage name="pool" query={query}>
      {(state) => <PoolChoice {...state} />}
    </QueryPage>
  );
}

function PoolChoice({
  pool,
  chosen,
  choices,
}: {
  pool: FilePool | null;
  chosen: boolean;
  choices: FilePool[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const isMaster = useViewerRole() === Role.master;
  const others = choices.filter((choice) => choice.id !== pool?.id && choice.usable);
  const [target, setTarget] = useState<string | undefined>(undefined);
  const change = useMutation({
    mutationFn: async (id: string) => unwrap(await call(filePoolSet, { id }, { toast: false })),
    onSuccess: () => {
      setTarget(undefined);
      void client.invalidateQueries({ queryKey: POOL_KEY });
    },
  });
  if (!pool) return <p data-testid="pool-none">{t('setting.pool.none')}</p>;
  const reason = !isMaster
    ? t('setting.pool.onlyMaster')
    : others.length === 0
      ? t('setting.pool.onlyOne')
      : null;
  return (
    <>
      <dl className="setting-facts">
        <dt>{t('setting.pool.current')}</dt>
        <dd data-testid="pool-current">
          <Space wrap>
            <strong>{pool.name}</strong>
            {!pool.usable && <Tag color="red">{t('setting.pool.unusable')}</Tag>}
            <span className="setting-muted">
              {chosen ? t('setting.pool.chosen') : t('setting.pool.automatic')}
            </span>
          </Space>
        </dd>
      </dl>
      {reason ? (
        <p className="setting-muted setting-hint" data-testid="pool-read-only">
          {reason}
        </p>
      ) : (
        <>
          <p className="setting-muted setting-hint">{t('setting.pool.moveWarning')}</p>
          <Space wrap>
            <Select
              aria-label={t('setting.pool.choose')}
              placeholder={t('setting.pool.choose')}
              style={{ width: 240 }}
              value={target}
              options={others.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={setTarget}
            />
            <Button
              type="primary"
              disabled={target === undefined}
              loading={change.isPending}
              onClick={() => target && change.mutate(target)}
            >
              {t('setting.pool.save')}
            </Button>
          </Space>
        </>
      )}
      {change.isSuccess && (
        <Alert className="setting-upgrade-alert" type="success" showIcon title={t('setting.pool.changed')} />
      )}
      <FailureAlert title={t('setting.pool.failed')} error={change.error} />
    </>
  );
}
