import { CheckOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { AntdScope } from '../../app/antd-scope';
import { WALLPAPER_IDS, WALLPAPERS, type WallpaperId } from './wallpapers';

export interface WallpaperPickerProps {
  open: boolean;
  current: WallpaperId;
  onChoose: (id: WallpaperId) => void;
  onClose: () => void;
}

/**
 * The built-in wallpapers to choose from; a choice applies at once. Its own chunk, fetched the first
 * time it opens (desktop-page.tsx), so it brings antd's scope with it.
 */
export default function WallpaperPicker({ open, current, onChoose, onClose }: WallpaperPickerProps) {
  const { t } = useTranslation();
  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('desktopShell.wallpaperTitle')}
        footer={null}
        onCancel={onClose}
        width={560}
      >
        <ul className="wallpaper-options" data-testid="wallpaper-picker">
          {WALLPAPER_IDS.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={id === current ? 'wallpaper-option wallpaper-option-current' : 'wallpaper-option'}
                aria-pressed={id === current}
                data-testid={`wallpaper-option-${id}`}
                onClick={() => onChoose(id)}
              >
                <span className="wallpaper-swatch" style={{ background: WALLPAPERS[id] }}>
                  {id === current ? <CheckOutlined /> : null}
                </span>
                <span>{t(`desktopShell.wallpapers.${id}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </AntdScope>
  );
}
