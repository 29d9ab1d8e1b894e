import { AVATAR_UPLOAD_MAX_BYTES } from '@coffer/contract';
import { Alert, App, Button, Space, Tooltip, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { AccountAvatar } from './account-avatar';
import { useAvatarChange } from './use-avatar-change';

const ACCEPT = 'image/png,image/jpeg,image/webp';

function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof CallError ? error.result.message : (error as Error).message;
}

/**
 * An account's avatar with change and remove: one's own (`own`, My Account) or, for an
 * administrator, another account's (the user editor). The daemon checks the picture; its refusal
 * is shown here and nothing changes.
 */
export function AvatarPicker({
  uid,
  own,
  name,
  version,
  onChanged,
  heading,
}: {
  uid: number;
  own: boolean;
  name: string;
  version: number;
  onChanged?: (version: number) => void;
  /** Shown beside the picture, above the buttons (My Account: the name and role). */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const { set, remove } = useAvatarChange(own ? undefined : uid, onChanged);
  const busy = set.isPending || remove.isPending;
  const error = errorText(set.error ?? remove.error);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    const done = await set.mutateAsync(file).catch(() => null);
    if (done) void message.success(t('avatar.changed'));
  };
  const drop = async () => {
    set.reset();
    const done = await remove.mutateAsync().catch(() => null);
    if (done) void message.success(t('avatar.removed'));
  };
  return (
    <div className="avatar-picker" data-testid="avatar-picker">
      <Space align="center" size={16}>
        <AccountAvatar uid={uid} version={version} name={name} size={64} testId="avatar-picker-image" />
        <Space direction="vertical" size={4}>
          {heading}
          <Space size={8}>
            <Button
              size="small"
              loading={set.isPending}
              disabled={busy}
              onClick={() => input.current?.click()}
              data-testid="avatar-change"
            >
              {t('avatar.change')}
            </Button>
            <Tooltip title={version === 0 ? t('avatar.noneToRemove') : undefined}>
              <Button
                size="small"
                loading={remove.isPending}
                disabled={busy || version === 0}
                onClick={() => void drop()}
                data-testid="avatar-remove"
              >
                {t('avatar.remove')}
              </Button>
            </Tooltip>
          </Space>
          <Typography.Text type="secondary" className="avatar-picker-hint">
            {t('avatar.hint', { max: AVATAR_UPLOAD_MAX_BYTES / (1024 * 1024) })}
          </Typography.Text>
        </Space>
      </Space>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        // antd's form styles show a file input even when `hidden`.
        style={{ display: 'none' }}
        aria-label={t('avatar.change')}
        data-testid="avatar-file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          message={error}
          className="avatar-picker-error"
          data-testid="avatar-error"
        />
      ) : null}
    </div>
  );
}
