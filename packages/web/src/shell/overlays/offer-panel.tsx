import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { SideCard } from '../side-card/side-card';

export interface OfferPanelProps {
  newDisks: number;
  onDecide: () => void;
  onLater: () => void;
}

/**
 * A running device's new disks (a confirm while every pool is mounted, such as mode H): a card
 * beside the desktop that opens the confirm overlay when the super administrator chooses to decide.
 */
export function OfferPanel({ newDisks, onDecide, onLater }: OfferPanelProps) {
  const { t } = useTranslation();
  return (
    <SideCard
      title={t('overlays.offer.title')}
      data-testid="overlay-offer"
      actions={
        <>
          <Button data-testid="overlay-offer-later" onClick={onLater}>
            {t('overlays.offer.later')}
          </Button>
          <Button data-testid="overlay-offer-decide" type="primary" onClick={onDecide}>
            {t('overlays.offer.decide')}
          </Button>
        </>
      }
    >
      <p>{t('overlays.offer.text', { count: newDisks })}</p>
    </SideCard>
  );
}
