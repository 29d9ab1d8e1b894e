import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Space } from 'antd';
import { deviceRename } from '@coffer/contract/calls/device-settings';
import { call, unwrap } from '../../../api/client';
import { deviceRenamed } from '../../../api/system-queries';
import { useTranslation } from '../../../i18n/use-translation';
import { failureText } from '../query-view';
import { SETTING_QUERY_KEY } from './use-about-facts';

/** The device's name with its rename form; the daemon checks the name (C133001) and answers it. */
export function DeviceNameRow({
  name,
  mayRename,
  refusal,
}: {
  name: string;
  mayRename: boolean;
  /** Why renaming is refused, where it is not the role (the master closed the area). */
  refusal?: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const rename = useMutation({
    mutationFn: async (next: string) => unwrap(await call(deviceRename, { name: next }, { toast: false })),
    onSuccess: ({ name: saved }) => {
      deviceRenamed(saved);
      setEditing(false);
      void client.invalidateQueries({ queryKey: [...SETTING_QUERY_KEY, 'about'] });
    },
  });

  if (!editing)
    return (
      <Space wrap>
        <span data-testid="about-device-name">{name}</span>
        <Button
          size="small"
          data-testid="about-rename"
          disabled={!mayRename}
          title={mayRename ? undefined : (refusal ?? t('setting.about.renameOnlyAdmins'))}
          onClick={() => {
            setDraft(name);
            rename.reset();
            setEditing(true);
          }}
        >
          {t('setting.about.rename')}
        </Button>
        {rename.isSuccess && <span className="setting-muted">{t('setting.about.renamed')}</span>}
      </Space>
    );

  return (
    <form
      className="setting-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate(draft);
      }}
    >
      <Space wrap>
        <Input
          autoFocus
          aria-label={t('setting.about.renameLabel')}
          data-testid="about-rename-input"
          value={draft}
          maxLength={64}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
          style={{ width: 260 }}
        />
        <Button type="primary" htmlType="submit" loading={rename.isPending} data-testid="about-rename-save">
          {t('setting.about.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
      </Space>
      <p className="setting-muted setting-hint">{t('setting.about.renameHint')}</p>
      {rename.isError && (
        <Alert
          type="error"
          showIcon
          data-testid="about-rename-error"
          title={t('setting.about.renameFailed')}
          description={failureText(rename.error)}
        />
      )}
    </form>
  );
}
