import type { SambaConfig } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { ChoiceField } from './choice-field';
import type { DraftFields } from './config-editor';
import { PortField } from './port-field';

/** SMB: port, SMB3 encryption and the lowest protocol accepted. */
export function SambaFields(fields: DraftFields<SambaConfig>) {
  const { t } = useTranslation();
  const { draft, change } = fields;
  return (
    <>
      <PortField {...fields} testId="samba-port" />
      <ChoiceField
        label={t('fileServices.config.samba.encryption')}
        hint={t('fileServices.config.samba.encryptionHint')}
        name="samba-encryption"
        value={draft.encryption}
        onChange={(encryption) => change({ encryption })}
        options={[
          { value: 'off', label: t('fileServices.config.samba.encryptionOff') },
          { value: 'allowed', label: t('fileServices.config.samba.encryptionAllowed') },
          { value: 'desired', label: t('fileServices.config.samba.encryptionDesired') },
          { value: 'required', label: t('fileServices.config.samba.encryptionRequired') },
        ]}
      />
      <ChoiceField
        label={t('fileServices.config.samba.minProtocol')}
        hint={t('fileServices.config.samba.minProtocolHint')}
        name="samba-min-protocol"
        value={draft.minProtocol}
        onChange={(minProtocol) => change({ minProtocol })}
        options={[
          { value: 'SMB2', label: 'SMB2' },
          { value: 'SMB3', label: 'SMB3' },
        ]}
      />
    </>
  );
}
