import type { DlnaConfig, ServiceMapping } from '@coffer/contract';
import { Alert, Checkbox, Form, Input, Spin } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import type { DraftFields } from './config-editor';
import { errorText } from './error-text';
import { PortField } from './port-field';
import { useMappings } from './use-file-services';

/** DLNA: port, the name players show, and which group folders are media folders. */
export function DlnaFields(fields: DraftFields<DlnaConfig>) {
  const { t } = useTranslation();
  const { draft, change, wrong } = fields;
  const nameWrong = wrong === 'friendlyName';
  return (
    <>
      <PortField {...fields} testId="dlna-port" />
      <Form.Item
        label={t('fileServices.config.dlna.friendlyName')}
        htmlFor="dlna-friendly-name"
        validateStatus={nameWrong ? 'error' : undefined}
        help={
          nameWrong
            ? t('fileServices.config.dlna.friendlyNameMissing')
            : t('fileServices.config.dlna.friendlyNameHint')
        }
      >
        <Input
          id="dlna-friendly-name"
          value={draft.friendlyName}
          maxLength={64}
          onChange={(event) => change({ friendlyName: event.target.value })}
          style={{ maxWidth: 320 }}
          data-testid="dlna-friendly-name"
        />
      </Form.Item>
      <Form.Item
        label={t('fileServices.config.dlna.folders')}
        help={t('fileServices.config.dlna.foldersHint')}
      >
        <MediaFolders chosen={draft.folders} onChange={(folders) => change({ folders })} />
      </Form.Item>
    </>
  );
}

/** The group folders as a checklist; a ticked one is a media folder. */
function MediaFolders({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const mappings = useMappings('dlna');
  if (mappings.isPending) return <Spin size="small" />;
  if (mappings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('fileServices.folders.loadFailed')}
        description={errorText(mappings.error)}
      />
    );
  const groups: ServiceMapping[] = mappings.data.filter((mapping) => mapping.kind === 'group');
  if (groups.length === 0)
    return (
      <span className="setting-muted" data-testid="dlna-no-folders">
        {t('fileServices.config.dlna.noFolders')}
      </span>
    );
  return (
    <Checkbox.Group
      className="service-media-folders"
      value={chosen}
      onChange={(ids) => onChange([...ids].sort((a, b) => a - b))}
      data-testid="dlna-folders"
      options={groups.map((mapping) => ({ value: mapping.id, label: `${mapping.name} (${mapping.path})` }))}
    />
  );
}
