import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { APP_ICONS } from './app-icons';
import './app-icon.css';

/** An app's icon: its glyph on a coloured tile. */
export function AppIcon({ id, size = 48 }: { id: string; size?: number }) {
  const style = APP_ICONS[id] ?? { glyph: AppstoreOutlined, colour: '#64748b' };
  return (
    <span
      className="app-icon"
      aria-hidden
      style={{ width: size, height: size, fontSize: size * 0.5, background: style.colour }}
    >
      <SvgIcon icon={style.glyph} />
    </span>
  );
}
