import { zMappingName, type ServiceMapping } from '@coffer/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from './error-text';

/**
 * Renames a share: the name is checked with the contract's rule (a Windows share name, so one name
 * works over every service) before it is sent; a name the daemon refuses (taken) shows its message.
 */
export function RenameMappingDialog({
  mapping,
  onClose,
  rename,
}: {
  mapping: ServiceMapping | null;
  onClose: () => void;
  rename: (mapping: ServiceMapping, name: string) => Promise<unknown>;
}) {
  // Keyed by the share: each opening starts from its current name.
  return mapping && <RenameDialog key={mapping.id} mapping={mapping} onClose={onClose} rename={rename} />;
}

function RenameDialog({
  mapping,
  onClose,
  rename,
}: {
  mapping: ServiceMapping;
  onClose: () => void;
  rename: (mapping: ServiceMapping, name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(mapping.name);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const valid = zMappingName.safeParse(value).success;
  const same = value.trim() === mapping.name;
  const help = !valid
    ? t('fileServices.folders.renameInvalid')
    : same
      ? t('fileServices.folders.renameSame')
      : (refusal ?? undefined);

  const submit = async () => {
    if (!valid || same || busy) return;
    setBusy(true);
    try {
      await rename(mapping, value.trim());
      onClose();
    } catch (error) {
      setRefusal(errorText(error) ?? t('fileServices.folders.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('fileServices.folders.renameTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !valid || same, loading: busy, 'data-testid': 'rename-ok' }}
      destroyOnHidden
      data-testid="rename-mapping-dialog"
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('fileServices.folders.renameLabel')}
          htmlFor="rename-mapping-input"
          validateStatus={!valid || refusal ? 'error' : undefined}
          help={help}
        >
          <Input
            id="rename-mapping-input"
            autoFocus
            value={value}
            maxLength={80}
            onPressEnter={() => void submit()}
            onChange={(event) => {
              setValue(event.target.value);
              setRefusal(null);
            }}
            data-testid="rename-mapping-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
