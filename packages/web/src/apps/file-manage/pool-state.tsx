import { Button, Empty, Result, Typography } from 'antd';
import { Code, messageOf, type FilePool } from '@coffer/contract';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { appByName } from '../../shell/app-catalogue/app-catalogue';
import { openAppWindow } from '../../shell/desktop/open-app';
import { useIsAdmin } from './use-dir-top';

/** C116008: no pool holds files yet; an administrator gets the way to create one. */
export function NoPoolState() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const storage = appByName('storageManage');
  return (
    <Empty
      className="fm-state"
      data-testid="fm-no-pool"
      description={
        <>
          <Typography.Text strong>{t('fileManage.pool.noPoolTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {isAdmin ? t('fileManage.pool.noPoolBody') : t('fileManage.pool.noPoolUser')}
          </Typography.Text>
        </>
      }
    >
      {isAdmin && storage && (
        <Button type="primary" data-testid="fm-open-storage" onClick={() => openAppWindow(storage)}>
          {t('fileManage.pool.openStorage')}
        </Button>
      )}
    </Empty>
  );
}

/** A pool that is there but cannot be used: locked (C116009) or suspended / not mounted (C116010). */
export function PoolUnusableState({ pool }: { pool: FilePool }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const storage = appByName('storageManage');
  const locked = pool.reason === Code.filePoolLocked;
  const detail = messageOf(locked ? Code.filePoolLocked : Code.filePoolUnavailable, currentLanguage(), {
    name: pool.name,
    state: pool.status,
  });
  return (
    <Result
      className="fm-state"
      data-testid={locked ? 'fm-pool-locked' : 'fm-pool-unavailable'}
      status="warning"
      title={locked ? t('fileManage.pool.lockedTitle') : t('fileManage.pool.unavailableTitle')}
      subTitle={detail}
      extra={
        isAdmin && storage ? (
          <Button onClick={() => openAppWindow(storage)}>{t('fileManage.pool.openStorage')}</Button>
        ) : null
      }
    />
  );
}

/** Which pool state, if any, takes the place of the files. */
export function poolBlock(pool: FilePool | null | undefined): 'none' | 'unusable' | null {
  if (pool === null) return 'none';
  if (pool && !pool.usable) return 'unusable';
  return null;
}
