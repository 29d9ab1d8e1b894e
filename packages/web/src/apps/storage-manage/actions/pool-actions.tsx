import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { useToast } from '../../../shell/format';
import type { StorageInfo } from '../data/storage-by-bay';
import { useIsMaster } from '../data/use-is-master';
import type { ActionDialogProps } from './action-dialog-props';
import './pool-actions.css';
import {
  POOL_ACTIONS,
  poolActionStates,
  primaryActions,
  type ActionState,
  type PoolAction,
} from './pool-action-states';

type DialogAction = 'repair' | 'expand' | 'spare' | 'scrub' | 'cache' | 'rename';
type FlowAction = Exclude<PoolAction, DialogAction>;

// Every dialog is its own chunk, fetched when it is first opened (the window's first chunk budget).
const DIALOGS: Record<DialogAction, LazyExoticComponent<ComponentType<ActionDialogProps>>> = {
  repair: lazy(() => import('./repair-dialog')),
  expand: lazy(() => import('./expand-dialog')),
  spare: lazy(() => import('./spare-dialog')),
  scrub: lazy(() => import('./scrub-dialog')),
  cache: lazy(() => import('./cache-dialog')),
  rename: lazy(() => import('./rename-dialog')),
};

const FLOWS: Record<FlowAction, keyof typeof import('./pool-flows')> = {
  unlock: 'unlockPool',
  mount: 'mountPool',
  continue: 'continueWithRemaining',
  keyFile: 'downloadPoolKeyFile',
  delete: 'deletePool',
};

const isDialog = (action: PoolAction): action is DialogAction => action in DIALOGS;

/** The test id of an action's control; deleting keeps the id the older browser tests use. */
export function actionTestId(action: PoolAction, poolName: string): string {
  return action === 'delete' ? `pool-delete-${poolName}` : `pool-action-${action}-${poolName}`;
}

/**
 * A pool's actions in its card's header (spec 3 §2): the one or two its state calls for as buttons,
 * the rest in a menu; each disabled with its reason when it cannot be taken now.
 */
export function PoolActions({ pool, info }: { pool: PoolInfo; info: StorageInfo }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const isMaster = useIsMaster();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [running, setRunning] = useState<FlowAction | null>(null);

  const states = poolActionStates(pool, info, isMaster);
  const primary = primaryActions(pool).filter((action) => states[action].shown);
  const others = POOL_ACTIONS.filter((action) => states[action].shown && !primary.includes(action));
  const reasonOf = (state: ActionState) =>
    state.reason === null
      ? null
      : state.reason === 'masterOnly'
        ? t('storage.masterOnly')
        : t(`storage.actions.reason.${state.reason}`);

  const take = async (action: PoolAction) => {
    if (!states[action].enabled) return;
    if (isDialog(action)) {
      setOpen(action);
      return;
    }
    setRunning(action);
    try {
      const flows = await import('./pool-flows');
      await flows[FLOWS[action]](pool, { t, dialogs, toast, queryClient });
    } finally {
      setRunning(null);
    }
  };

  const items: MenuProps['items'] = others.map((action) => {
    const reason = reasonOf(states[action]);
    return {
      key: action,
      disabled: !states[action].enabled,
      danger: action === 'delete',
      label: (
        <div
          className="pool-action-item"
          data-testid={actionTestId(action, pool.name)}
          data-enabled={String(states[action].enabled)}
        >
          <div>{t(`storage.actions.action.${action}`)}</div>
          {reason ? (
            <div className="pool-action-reason" data-testid={`${actionTestId(action, pool.name)}-reason`}>
              {reason}
            </div>
          ) : null}
        </div>
      ),
    };
  });

  const Dialog = open ? DIALOGS[open] : null;
  return (
    <>
      <Space size={6} wrap>
        {primary.map((action) => {
          const reason = reasonOf(states[action]);
          const button = (
            <Button
              size="small"
              type="primary"
              disabled={!states[action].enabled}
              loading={running === action}
              onClick={() => void take(action)}
              data-testid={actionTestId(action, pool.name)}
            >
              {t(`storage.actions.action.${action}`)}
            </Button>
          );
          // A disabled button gets no pointer events: the tooltip hangs on a wrapper that does.
          return reason ? (
            <Tooltip key={action} title={reason}>
              <span
                className="pool-action-disabled"
                tabIndex={0}
                aria-label={reason}
                data-testid={`${actionTestId(action, pool.name)}-why`}
              >
                {button}
              </span>
            </Tooltip>
          ) : (
            <span key={action}>{button}</span>
          );
        })}
        {others.length > 0 ? (
          <Dropdown
            trigger={['click']}
            menu={{ items, onClick: ({ key }) => void take(key as PoolAction) }}
            getPopupContainer={(node) => node.closest('.storage-manage') ?? document.body}
            classNames={{ root: 'pool-action-menu' }}
          >
            <Button
              size="small"
              loading={running !== null && !primary.includes(running)}
              data-testid={`pool-actions-${pool.name}`}
            >
              {t('storage.actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
      </Space>
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog pool={pool} info={info} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
