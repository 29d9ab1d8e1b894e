import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** Asks for a new folder's name; refuses an empty one or one with a slash before sending. */
export function NameDialog({
  title,
  initial,
  onDone,
}: {
  title: string;
  initial: string;
  onDone: (name: string | null) => Promise<boolean> | void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const problem =
    trimmed === '' ? t('fileManage.nameRequired') : trimmed.includes('/') ? t('fileManage.nameSlash') : null;
  const submit = async () => {
    if (problem || busy) return;
    setBusy(true);
    const kept = await onDone(trimmed);
    setBusy(false);
    if (kept === false) return;
  };
  return (
    <Modal
      open
      title={title}
      onOk={() => void submit()}
      onCancel={() => void onDone(null)}
      okButtonProps={{ disabled: problem !== null, loading: busy, 'data-testid': 'fm-name-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem}>
          <Input
            autoFocus
            value={name}
            maxLength={255}
            data-testid="fm-name-input"
            onChange={(event) => setName(event.target.value)}
            onFocus={(event) => event.target.select()}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
