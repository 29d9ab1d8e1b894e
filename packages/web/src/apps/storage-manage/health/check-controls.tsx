import { Alert, Button, Progress, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import type { CheckLoop } from './use-check-loop';
import type { CheckBlocker } from './health-groups';

/** Start (or start again) a check; disabled with its reason when it cannot be started now. */
export function CheckStartButton({
  blocker,
  again,
  starting,
  onStart,
  testId,
}: {
  blocker: CheckBlocker | null;
  again: boolean;
  starting: boolean;
  onStart: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const reason =
    blocker === null
      ? null
      : blocker === 'masterOnly'
        ? t('storage.masterOnly')
        : t(`storage.health.blocked.${blocker}`);
  const button = (
    <Button
      type="primary"
      disabled={blocker !== null}
      loading={starting}
      onClick={onStart}
      data-testid={testId}
      data-reason={reason ?? undefined}
    >
      {again ? t('storage.health.restart') : t('storage.health.start')}
    </Button>
  );
  return reason ? <Tooltip title={reason}>{button}</Tooltip> : button;
}

/** The running check's progress, and whatever kept it from being followed. */
export function CheckState({
  loop,
  percent,
  done,
  total,
  testId,
}: {
  loop: CheckLoop<unknown>;
  /** Null when the engine does not say how far it is. */
  percent: number | null;
  done: number | null;
  total: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const error = loop.startError
    ? t('storage.health.startFailed', { message: loop.startError })
    : loop.loop.phase === 'failed'
      ? t('storage.health.statusFailed', { message: loop.loop.error ?? '' })
      : loop.loadError && !loop.status
        ? t('storage.health.loadFailed', { message: loop.loadError })
        : null;
  return (
    <>
      {loop.loop.phase === 'running' ? (
        <div className="health-running" data-testid={`${testId}-running`}>
          <Progress
            percent={percent ?? 0}
            status="active"
            showInfo={percent !== null}
            data-testid={`${testId}-progress`}
          />
          <span className="health-muted">
            {done === null ? t('storage.health.running') : t('storage.health.progress', { done, total })}
          </span>
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} data-testid={`${testId}-error`} /> : null}
    </>
  );
}
