import { Alert, Switch, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../shell/format';
import { SmbAuditView } from '../../../shell/file-services/smb-audit-view';
import { ConfigEditor } from './config-editor';
import { errorText } from './error-text';
import { SambaFields } from './samba-fields';
import { ServiceConfigTab } from './service-config-tab';
import { ServiceFolders } from './service-folders';
import { useRecycle, useSetRecycle } from './use-file-services';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

/** SMB's tab: its settings and recycle bin, the shared folders, and the audit log. */
export function SambaTab() {
  const { t } = useTranslation();
  return (
    <ServiceConfigTab name="samba">
      {(saved) => (
        <Tabs
          size="small"
          destroyOnHidden
          items={[
            {
              key: 'settings',
              label: t('fileServices.config.sections.settings'),
              children: (
                <>
                  <Alert
                    className="service-config-alert"
                    type="info"
                    showIcon
                    title={t('fileServices.config.samba.passwordNote')}
                    data-testid="samba-password-note"
                  />
                  <ConfigEditor name="samba" saved={saved}>
                    {(fields) => (
                      <>
                        <SambaFields {...fields} />
                      </>
                    )}
                  </ConfigEditor>
                  <RecycleSwitch />
                </>
              ),
            },
            {
              key: 'folders',
              label: t('fileServices.config.sections.folders'),
              children: <ServiceFolders name="samba" />,
            },
            { key: 'audit', label: t('fileServices.config.sections.audit'), children: <SmbAuditView /> },
          ]}
        />
      )}
    </ServiceConfigTab>
  );
}

/** SMB's recycle bin: applied as soon as it is switched (its own call, apart from the form). */
function RecycleSwitch() {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const toast = useToast();
  const recycle = useRecycle('samba');
  const set = useSetRecycle('samba');
  return (
    <div className="service-recycle">
      <label className="smb-audit-switch">
        <Switch
          checked={recycle.data?.enable ?? false}
          disabled={partDisabled || !recycle.data}
          loading={recycle.isPending || set.isPending}
          onChange={(enable) =>
            set.mutate(enable, {
              onSuccess: () => toast.success(t('fileServices.config.samba.recycleSaved')),
              onError: (error) => toast.error(errorText(error) ?? ''),
            })
          }
          data-testid="samba-recycle"
        />{' '}
        {t('fileServices.config.samba.recycle')}
      </label>
      <Typography.Paragraph type="secondary" className="service-recycle-hint">
        {recycle.isError ? errorText(recycle.error) : t('fileServices.config.samba.recycleHint')}
      </Typography.Paragraph>
    </div>
  );
}
