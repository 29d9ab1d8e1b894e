import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { SwitchDiskFrame } from './switch-disk-frame';

const NOTES = {
  dswitch: { title: 'switchDisk.overlay.dswitchTitle', body: 'switchDisk.overlay.dswitchBody' },
  esataMove: { title: 'switchDisk.overlay.esataTitle', body: 'switchDisk.overlay.esataBody' },
} as const;

/**
 * /switchDisk/dswitch and /switchDisk/esataMove: the pages spec 2's start-up overlays open for disks
 * that moved bays and for eSATA storage (MIG-04). Disks are known by serial here, so there is nothing
 * to act on: the page says what it is for and leads to the migration (docs/decisions.md).
 */
export function OverlayNotePage({ note }: { note: keyof typeof NOTES }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const text = NOTES[note];
  return (
    <SwitchDiskFrame
      footer={
        <Button
          type="primary"
          onClick={() => void navigate(`${base}/entry`)}
          data-testid="switch-disk-to-entry"
          autoFocus
        >
          {t('switchDisk.overlay.toEntry')}
        </Button>
      }
    >
      <Result
        className="switch-disk-result"
        status="info"
        data-testid={`switch-disk-note-${note}`}
        title={t(text.title)}
        subTitle={t(text.body)}
      />
    </SwitchDiskFrame>
  );
}
