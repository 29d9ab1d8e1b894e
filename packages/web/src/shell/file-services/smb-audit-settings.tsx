import { SAMBA_AUDIT_ACTIONS, type SambaAuditAction, type SambaAuditSettings } from '@coffer/contract';
import { Alert, Button, Checkbox, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../format';
import { useSaveSmbAuditSettings } from './use-samba-audit';
import { usePartDisabled } from '../disabled-part/use-part-disabled';

/** Whether the audit records SMB operations, and which; saved as one `update` with its JSON `data`. */
export function SmbAuditSettingsForm({ settings }: { settings: SambaAuditSettings }) {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSmbAuditSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [actions, setActions] = useState<SambaAuditAction[]>(settings.actions);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Kept in the contract's order, so the same choice reads the same whatever order it was ticked in.
  const ordered = SAMBA_AUDIT_ACTIONS.filter((action) => actions.includes(action));
  const unchanged =
    enabled === settings.enabled &&
    JSON.stringify(ordered) ===
      JSON.stringify(SAMBA_AUDIT_ACTIONS.filter((a) => settings.actions.includes(a)));
  const noActions = enabled && ordered.length === 0;

  const submit = () => {
    if (unchanged || noActions) return;
    setRefusal(null);
    save.mutate(
      { enabled, actions: ordered },
      {
        onSuccess: () => toast.success(t('fileServices.audit.saved')),
        onError: (error) => setRefusal(error instanceof CallError ? error.result.message : error.message),
      },
    );
  };

  return (
    <section
      className="smb-audit-settings"
      aria-labelledby="smb-audit-settings-title"
      data-testid="smb-audit-settings"
    >
      <div className="smb-audit-settings-row">
        <h3 id="smb-audit-settings-title">{t('fileServices.audit.settingsTitle')}</h3>
        <label className="smb-audit-switch">
          <Switch checked={enabled} onChange={setEnabled} data-testid="smb-audit-enabled" />{' '}
          {t('fileServices.audit.enabled')}
        </label>
      </div>
      <div className="smb-audit-settings-row" role="group" aria-label={t('fileServices.audit.actionsLabel')}>
        <Typography.Text type="secondary">{t('fileServices.audit.actionsLabel')}</Typography.Text>
        <Checkbox.Group
          className="smb-audit-actions"
          value={actions}
          disabled={partDisabled || !enabled}
          onChange={(chosen) => setActions(chosen)}
          options={SAMBA_AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(`fileServices.audit.actions.${action}`),
          }))}
          data-testid="smb-audit-actions"
        />
        <span className="smb-audit-save">
          <Button
            type="primary"
            size="small"
            onClick={submit}
            disabled={partDisabled || unchanged || noActions}
            loading={save.isPending}
            data-testid="smb-audit-save"
          >
            {t('fileServices.audit.save')}
          </Button>
          {noActions ? (
            <Typography.Text type="danger">{t('fileServices.audit.noActions')}</Typography.Text>
          ) : (
            unchanged && (
              <Typography.Text type="secondary">{t('fileServices.audit.unchanged')}</Typography.Text>
            )
          )}
        </span>
      </div>
      {refusal !== null && <Alert type="error" showIcon title={refusal} data-testid="smb-audit-refused" />}
    </section>
  );
}
