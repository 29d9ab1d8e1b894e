import type { AccountEntry } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AvatarPicker } from '../../shell/avatar/avatar-picker';

/** An account's avatar in the user editor: changed at once (its own call), not with Save. */
export function EditorAvatarField({ entry }: { entry: AccountEntry }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [version, setVersion] = useState(entry.avatar);
  return (
    <Form.Item label={t('avatar.picture')}>
      <AvatarPicker
        uid={entry.uid}
        own={false}
        name={entry.nickname || entry.username}
        version={version}
        onChanged={(next) => {
          setVersion(next);
          void client.invalidateQueries({ queryKey: ['userCenter'] });
        }}
      />
    </Form.Item>
  );
}
