import { Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { OverlayModal } from './overlay-modal';
import { ViewerFacts } from './viewer-facts';

/** Booting ('connecting to the device') and disk checking: a wait with nothing to choose. */
export function ProgressOverlay({ kind }: { kind: 'booting' | 'checking' }) {
  const { t } = useTranslation();
  return (
    <OverlayModal title={t(`overlays.${kind}.title`)} testId={`overlay-${kind}`} width={420}>
      <div className="storage-overlay__wait">
        <Spin />
        <p>{t(`overlays.${kind}.text`)}</p>
      </div>
      {kind === 'booting' && <ViewerFacts />}
    </OverlayModal>
  );
}
