import { lazy, Suspense, useEffect, useId } from 'react';
import { Button, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useIsMaster } from '../data/use-is-master';
import { useStorageInfo } from '../data/use-storage-info';
import { createButtonState } from './create-button-state';
import { useWizardStore } from './wizard-store';

// The wizard is fetched when it is first opened, not with the page (the window's first chunk).
const CreatePoolWizard = lazy(() => import('./create-pool-wizard'));

export interface CreatePoolButtonProps {
  /** The kind of pool to start with; the wizard lets the user change it. */
  protocol?: PoolInfo['protocol'];
  /** The prominent form, for an empty page. */
  primary?: boolean;
}

/** Opens the create-pool wizard; disabled with its reason when no pool can be created now. */
export function CreatePoolButton({ protocol, primary = false }: CreatePoolButtonProps) {
  const { t } = useTranslation();
  const isMaster = useIsMaster();
  const { data: info } = useStorageInfo();
  const id = useId();
  const open = useWizardStore((store) => store.open);
  const isHost = useWizardStore((store) => store.hosts[0] === id);
  const start = useWizardStore((store) => store.start);
  const addHost = useWizardStore((store) => store.addHost);
  const removeHost = useWizardStore((store) => store.removeHost);
  useEffect(() => {
    addHost(id);
    return () => removeHost(id);
  }, [id, addHost, removeHost]);

  const state = createButtonState({ isMaster, disks: info?.disks ?? null, protocol });
  const reason =
    state.disabled === 'masterOnly'
      ? t('storage.masterOnly')
      : state.disabled === 'noFreeDisk'
        ? t('storage.create.noFreeDisk')
        : null;
  const button = (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<PlusOutlined />}
      disabled={reason !== null || state.disabled === 'loading'}
      onClick={() => start(state.protocol, state.mode)}
      data-testid={primary ? 'create-pool-primary' : 'create-pool'}
    >
      {t('storage.create.open')}
    </Button>
  );
  return (
    <>
      {reason ? (
        <Tooltip title={reason}>
          <span
            data-testid={primary ? 'create-pool-primary-reason' : 'create-pool-reason'}
            aria-label={reason}
          >
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {isHost && open ? (
        <Suspense fallback={null}>
          <CreatePoolWizard />
        </Suspense>
      ) : null}
    </>
  );
}
