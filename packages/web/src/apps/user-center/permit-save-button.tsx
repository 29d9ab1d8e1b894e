import { Button, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** The permission editor's save: disabled, saying why, until something changed. */
export function PermitSaveButton({
  dirty,
  saving,
  unchanged,
  onSave,
  testId,
}: {
  dirty: boolean;
  saving: boolean;
  /** Why there is nothing to save. */
  unchanged: string;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={dirty ? undefined : unchanged}>
      <Button type="primary" disabled={!dirty} loading={saving} onClick={onSave} data-testid={testId}>
        {t('permissionEditor.save')}
      </Button>
    </Tooltip>
  );
}
