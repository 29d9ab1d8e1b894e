import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { backgroundOf, initialsOf } from './avatar-look';
import { avatarUrl } from './avatar-url';
import './account-avatar.css';

/**
 * An account's round picture, or its initial on a colour of its own when it has none (or the
 * picture cannot be loaded). Plain markup: the taskbar shows it without antd.
 */
export function AccountAvatar({
  uid,
  version,
  name,
  size = 28,
  testId,
}: {
  uid: number;
  version: number;
  name: string;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const src = version > 0 ? avatarUrl(uid, version) : null;
  const showPicture = src !== null && failed !== src;
  return (
    <span
      className="account-avatar"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.45),
        background: showPicture ? undefined : backgroundOf(uid),
      }}
      data-testid={testId}
      data-avatar={showPicture ? 'picture' : 'initials'}
    >
      {showPicture ? (
        <img src={src} alt={t('avatar.alt', { name })} onError={() => setFailed(src)} draggable={false} />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </span>
  );
}
