import { useState } from 'react';
import { Modal, Radio, Typography } from 'antd';
import { CONFLICT_ACTIONS, type ConflictAction } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';

/** Restore asks once what to do where a name is taken at the original place (keep both by default). */
export function RestoreDialog({
  count,
  onDone,
}: {
  count: number;
  onDone: (action: ConflictAction | null) => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<ConflictAction>('keep');
  return (
    <Modal
      open
      title={t('recycle.restoreTitle', { count })}
      okText={t('recycle.restoreOk')}
      okButtonProps={{ 'data-testid': 'recycle-restore-ok' }}
      onOk={() => onDone(action)}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('recycle.restoreBody')}</Typography.Paragraph>
      <Radio.Group
        value={action}
        data-testid="recycle-restore-action"
        onChange={(event) => setAction(event.target.value as ConflictAction)}
        options={CONFLICT_ACTIONS.map((value) => ({ value, label: t(`recycle.${value}`) }))}
      />
    </Modal>
  );
}
