import type { FileServiceName, FileServiceStatus } from '@coffer/contract';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { errorText } from './error-text';
import { useEnableService } from './use-file-services';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

/**
 * A service's on/off switch: turning it off asks first (connected clients are cut off); a refused
 * start shows the daemon's reason through `onFailure`.
 */
export function ServiceSwitch({
  name,
  status,
  unavailable,
  onFailure,
}: {
  name: FileServiceName;
  status: FileServiceStatus | undefined;
  unavailable: boolean;
  onFailure: (message: string | null) => void;
}) {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const enable = useEnableService(name);
  const label = t(`fileServices.names.${name}`);

  const change = async (on: boolean) => {
    onFailure(null);
    if (!on) {
      const sure = await confirm({
        title: t('fileServices.overview.stopTitle', { name: label }),
        message: t('fileServices.overview.stopMessage', { name: label }),
        okText: t('fileServices.overview.stopOk'),
        danger: true,
      });
      if (!sure) return;
    }
    enable.mutate(on, { onError: (error) => onFailure(errorText(error) ?? '') });
  };

  const why = unavailable
    ? t('fileServices.overview.unavailable')
    : enable.isPending
      ? t('fileServices.overview.switchBusy')
      : undefined;
  return (
    <Tooltip title={why}>
      <Switch
        checked={status?.enabled ?? false}
        loading={enable.isPending}
        disabled={partDisabled || unavailable || !status}
        onChange={(on) => void change(on)}
        aria-label={t('fileServices.overview.enable', { name: label })}
        data-testid={`service-switch-${name}`}
      />
    </Tooltip>
  );
}
