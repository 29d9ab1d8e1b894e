import { useState } from 'react';
import { Alert, Modal, Radio, Select, Typography } from 'antd';
import { CONFLICT_ACTIONS, type ConflictAction, type FileConflict } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatSize } from '../../shell/format';
import {
  allChosen,
  chooseAll,
  chooseItem,
  choiceOf,
  NO_CHOICES,
  renameConfOf,
  type ConflictChoices,
} from './conflict-choices';
import { FileIcon } from '../../shell/files/file-icon';

export type RenameConf = ReturnType<typeof renameConfOf>;

/**
 * UPL-06: each conflicting item with keep both / overwrite / skip, and one choice for all. Answers
 * the transfer's `renameConf`, or null when the person cancels.
 */
export function ConflictDialog({
  conflicts,
  onDone,
}: {
  conflicts: readonly FileConflict[];
  onDone: (conf: RenameConf | null) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConflictChoices>(NO_CHOICES);
  const ready = allChosen(choices, conflicts);
  const label = (action: ConflictAction) => t(`fileManage.conflict.${action}`);
  return (
    <Modal
      open
      width={640}
      title={t('fileManage.conflict.title', { count: conflicts.length })}
      okText={t('fileManage.conflict.ok')}
      cancelText={t('fileManage.conflict.cancel')}
      okButtonProps={{ disabled: !ready, 'data-testid': 'fm-conflict-ok' }}
      onOk={() => onDone(renameConfOf(choices, conflicts))}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <div data-testid="fm-conflict-dialog" className="fm-conflict">
        <div className="fm-conflict-all">
          <Typography.Text>{t('fileManage.conflict.applyAll')}</Typography.Text>
          <Select<ConflictAction | ''>
            data-testid="fm-conflict-all"
            value={choices.all ?? ''}
            style={{ width: 160 }}
            onChange={(value) => setChoices(chooseAll(choices, value === '' ? null : value))}
            options={[
              { value: '', label: '—' },
              ...CONFLICT_ACTIONS.map((action) => ({ value: action, label: label(action) })),
            ]}
          />
        </div>
        <Typography.Paragraph type="secondary">{t('fileManage.conflict.body')}</Typography.Paragraph>
        <ul className="fm-conflict-list">
          {conflicts.map((conflict) => (
            <li key={conflict.path} className="fm-conflict-item" data-testid="fm-conflict-item">
              <FileIcon item={{ is_dir: conflict.is_dir, ftype: 0, name: conflict.name }} />
              <div className="fm-conflict-name">
                <Typography.Text ellipsis title={conflict.name}>
                  {conflict.name}
                </Typography.Text>
                <Typography.Text type="secondary" className="fm-conflict-existing">
                  {t('fileManage.conflict.existing', {
                    size: conflict.existing.is_dir
                      ? t('fileManage.conflict.folder')
                      : formatSize(conflict.existing.size),
                    time: formatDateTime(conflict.existing.mtime * 1000),
                  })}
                </Typography.Text>
              </div>
              <Radio.Group
                size="small"
                optionType="button"
                value={choiceOf(choices, conflict.path)}
                onChange={(event) =>
                  setChoices(chooseItem(choices, conflict.path, event.target.value as ConflictAction))
                }
                options={CONFLICT_ACTIONS.map((action) => ({ value: action, label: label(action) }))}
              />
            </li>
          ))}
        </ul>
        {!ready && <Alert type="info" showIcon title={t('fileManage.conflict.chooseEach')} />}
      </div>
    </Modal>
  );
}
