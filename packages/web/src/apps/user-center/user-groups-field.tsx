import type { GroupEntry } from '@coffer/contract';
import { Form, Select } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The groups an account is in, chosen in the user editor: several at once, found by typing part of
 * a name. Saved with the rest of the editor's fields in one call.
 */
export function UserGroupsField({
  value,
  onChange,
  groups,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  groups: GroupEntry[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('userCenter.editor.groups')}
      htmlFor="user-groups"
      help={groups.length === 0 ? t('userCenter.editor.noGroups') : undefined}
    >
      <Select
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        value={value}
        onChange={onChange}
        disabled={groups.length === 0}
        placeholder={t('userCenter.editor.groupsPlaceholder')}
        notFoundContent={t('userCenter.editor.noGroupMatch')}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        maxTagCount="responsive"
        id="user-groups"
        data-testid="user-groups"
      />
    </Form.Item>
  );
}
