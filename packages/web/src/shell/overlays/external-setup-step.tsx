import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { EXTERNAL_FILESYSTEMS, type ExternalFilesystem } from '@coffer/contract';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import { storageText } from '../../apps/storage-manage/storage-text';
import { ExternalFormatFields } from '../../apps/storage-manage/external/external-format-fields';
import { labelProblems } from '../../apps/storage-manage/external/external-labels';
import { ReasonButton } from '../../apps/storage-manage/usage/reason-button';
import { requestExternalSetup } from './external-setup-request';

// The storage manager's format texts (file systems, label rules, the one-partition box) are reused.
addAppTexts('storage', storageText);

export interface ExternalSetupStepProps {
  poolId: string;
  /** The change's new disks, by serial; all become external. */
  newDisks: readonly string[];
  /** The blank ones among them, formatted here. */
  serials: readonly string[];
  onBack: () => void;
}

/**
 * Step 2 of the confirm overlay (spec 2 §4.6): mode B's blank new disk set up as an external disk.
 * The file system (the storage manager's list, the first by default), an optional label checked as
 * it is typed, and the required box agreeing the disk is merged into one partition; then the
 * password, the confirm and the format. Errors stay in place; Enter submits, Back returns.
 */
export function ExternalSetupStep({ poolId, newDisks, serials, onBack }: ExternalSetupStepProps) {
  const { t } = useTranslation();
  const [fs, setFs] = useState<ExternalFilesystem>(EXTERNAL_FILESYSTEMS[0]);
  const [label, setLabel] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const problems = labelProblems(fs, label, t);
  const reason =
    problems.length > 0
      ? t('storage.external.formatDialog.fixLabel')
      : !agreed
        ? t('storage.external.formatDialog.mustAgree')
        : null;

  const start = async () => {
    if (reason || busy) return;
    setBusy(true);
    setError('');
    const failure = await requestExternalSetup({ poolId, newDisks, serials, fs, label }, t);
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <div data-testid="overlay-external-setup">
      <h3 className="storage-overlay__step-title">{t('overlays.confirm.external.title')}</h3>
      <p className="storage-overlay__lead">{t('overlays.confirm.external.lead')}</p>
      {serials.map((sn) => (
        <p key={sn} className="storage-overlay__hint" data-testid="overlay-external-disk">
          {t('overlays.confirm.external.disk', { sn })}
        </p>
      ))}
      <Alert type="warning" showIcon title={t('storage.external.formatDialog.warning')} />
      <Form layout="vertical" onFinish={() => void start()}>
        <ExternalFormatFields
          fs={fs}
          onFs={setFs}
          label={label}
          onLabel={setLabel}
          problems={problems}
          agreed={agreed}
          onAgreed={setAgreed}
          testId="overlay-external"
        />
        {error && (
          <p role="alert" className="storage-overlay__error" data-testid="overlay-external-error">
            {error}
          </p>
        )}
        {/* Enter in the label field submits, as the button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <div className="storage-overlay__actions">
        <Button data-testid="overlay-external-back" disabled={busy} onClick={onBack}>
          {t('overlays.confirm.back')}
        </Button>
        <ReasonButton
          type="primary"
          danger
          loading={busy}
          reason={reason}
          onClick={() => void start()}
          data-testid="overlay-external-start"
        >
          {t('overlays.confirm.external.start')}
        </ReasonButton>
      </div>
    </div>
  );
}
