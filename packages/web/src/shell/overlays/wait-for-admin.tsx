import type { ReactNode } from 'react';
import { Button } from 'antd';
import { signOutByUser } from '../../app/sign-out';
import { useTranslation } from '../../i18n/use-translation';
import { OverlayModal } from './overlay-modal';
import { ViewerFacts } from './viewer-facts';

/**
 * spec 2 §6: what everyone but the super administrator sees of a disk matter: wait for the
 * administrator, or sign out.
 */
export function WaitForAdmin({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <OverlayModal
      title={title}
      testId={testId}
      width={440}
      footer={
        <Button data-testid="overlay-sign-out" autoFocus onClick={() => void signOutByUser()}>
          {t('overlays.wait.signOut')}
        </Button>
      }
    >
      {children}
      <p data-testid="overlay-wait-text" className="storage-overlay__lead">
        {t('overlays.wait.text')}
      </p>
      <ViewerFacts />
    </OverlayModal>
  );
}
