import { useId } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

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
  const titleId = useId();
  return (
    <section className="storage-pending-panel" aria-labelledby={titleId} data-testid="overlay-offer">
      <h2 id={titleId} className="storage-pending-panel__title">
        {t('overlays.offer.title')}
      </h2>
      <p>{t('overlays.offer.text', { count: newDisks })}</p>
      <Space>
        <Button data-testid="overlay-offer-later" onClick={onLater}>
          {t('overlays.offer.later')}
        </Button>
        <Button data-testid="overlay-offer-decide" type="primary" onClick={onDecide}>
          {t('overlays.offer.decide')}
        </Button>
      </Space>
    </section>
  );
}
