import { CheckOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { AntdScope } from '../../app/antd-scope';
import { wallpaperBackground, type WallpaperChoice } from './desktop-look';
import { WALLPAPER_IDS } from './wallpapers';

export interface WallpaperPickerProps {
  open: boolean;
  current: WallpaperChoice;
  /** The user's uploaded wallpaper (settings, appearance), offered with the built-in ones; 0: none. */
  customVersion: number;
  onChoose: (id: WallpaperChoice) => void;
  onClose: () => void;
}

/**
 * The built-in wallpapers, and the user's uploaded one when there is one, to choose from; a choice
 * applies at once. Its own chunk, fetched the first
 * time it opens (desktop-page.tsx), so it brings antd's scope with it.
 */
export default function WallpaperPicker({
  open,
  current,
  customVersion,
  onChoose,
  onClose,
}: WallpaperPickerProps) {
  const { t } = useTranslation();
  const choices: WallpaperChoice[] = customVersion > 0 ? ['custom', ...WALLPAPER_IDS] : WALLPAPER_IDS;
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
          {choices.map((id) => (
            <li key={id}>
              <button
                type="button"
                className={id === current ? 'wallpaper-option wallpaper-option-current' : 'wallpaper-option'}
                aria-pressed={id === current}
                data-testid={`wallpaper-option-${id}`}
                onClick={() => onChoose(id)}
              >
                <span
                  className="wallpaper-swatch"
                  style={{
                    background: wallpaperBackground({ wallpaper: id, custom_wallpaper: customVersion }),
                  }}
                >
                  {id === current ? <CheckOutlined /> : null}
                </span>
                <span>
                  {t(id === 'custom' ? 'desktopShell.customWallpaper' : `desktopShell.wallpapers.${id}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </AntdScope>
  );
}
