import { useTranslation } from '../../i18n/use-translation';
import { useViewerFacts } from './use-overlay-viewer';

/** Who is looking: user name and role label (spec 2 §2.2 booting dialog). */
export function ViewerFacts() {
  const { t } = useTranslation();
  const { username, roleKey } = useViewerFacts();
  return (
    <dl className="storage-overlay__facts">
      <dt>{t('overlays.user.name')}</dt>
      <dd data-testid="overlay-username">{username}</dd>
      <dt>{t('overlays.user.role')}</dt>
      <dd data-testid="overlay-role">{t(roleKey)}</dd>
    </dl>
  );
}
