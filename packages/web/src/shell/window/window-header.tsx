import type { MouseEvent, ReactNode } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import BlockOutlined from '@ant-design/icons-svg/es/asn/BlockOutlined';
import BorderOutlined from '@ant-design/icons-svg/es/asn/BorderOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PushpinFilled from '@ant-design/icons-svg/es/asn/PushpinFilled';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import { canGoBack, canGoForward } from '../window-manager/window-history';
import type { WindowState } from '../window-manager/window-state';
import { useWindowStore } from '../window-manager/window-store';
import { useWindowDrag } from './use-window-drag';
import { useWindowTitle } from './use-window-title';
import type { RenderIcon } from './window-icon';
import { closeWindowGuarded } from '../window-manager/close-guards';

interface Props {
  window: WindowState;
  renderIcon: RenderIcon;
}

interface HeaderButtonProps {
  icon: ReactNode;
  /** The accessible name, also shown as the native tooltip. */
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  className?: string;
}

/** A small icon button of the header (antd's small text button, drawn plainly). */
function HeaderButton({ icon, label, testId, onClick, disabled, pressed, className }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={className ? `app-window-button ${className}` : 'app-window-button'}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** Icon, title, history buttons and the window buttons; drag it to move, double-click to maximise (WIN-11). */
export function WindowHeader({ window, renderIcon }: Props) {
  const { t } = useTranslation();
  const { name } = window;
  const title = useWindowTitle(window.title);
  const store = useWindowStore.getState;
  const drag = useWindowDrag(name, !window.isMaximum);

  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('button')) return;
    if (!window.forbiddenMaximum) store().toggleMaximise(name);
  };

  return (
    <header
      className="app-window-header"
      data-testid={`window-header-${name}`}
      onDoubleClick={onDoubleClick}
      {...drag}
    >
      <span className="app-window-icon" aria-hidden>
        {renderIcon(window.icon)}
      </span>
      {window.showBack && (
        <span className="app-window-history">
          <HeaderButton
            icon={<SvgIcon icon={ArrowLeftOutlined} />}
            label={t('window.back')}
            testId={`window-back-${name}`}
            disabled={!canGoBack(window)}
            onClick={() => store().back(name)}
          />
          <HeaderButton
            icon={<SvgIcon icon={ArrowRightOutlined} />}
            label={t('window.forward')}
            testId={`window-forward-${name}`}
            disabled={!canGoForward(window)}
            onClick={() => store().forward(name)}
          />
        </span>
      )}
      <h2 className="app-window-title">{title}</h2>
      <span className="app-window-buttons">
        <HeaderButton
          icon={window.isTop ? <SvgIcon icon={PushpinFilled} /> : <SvgIcon icon={PushpinOutlined} />}
          label={t(window.isTop ? 'window.unpin' : 'window.pin')}
          pressed={window.isTop}
          testId={`window-top-${name}`}
          onClick={() => store().toggleTop(name)}
        />
        {!window.forbiddenMinimize && (
          <HeaderButton
            icon={<SvgIcon icon={MinusOutlined} />}
            label={t('window.minimise')}
            testId={`window-minimise-${name}`}
            onClick={() => store().minimise(name)}
          />
        )}
        {!window.forbiddenMaximum && (
          <HeaderButton
            icon={window.isMaximum ? <SvgIcon icon={BlockOutlined} /> : <SvgIcon icon={BorderOutlined} />}
            label={t(window.isMaximum ? 'window.restore' : 'window.maximise')}
            testId={`window-maximise-${name}`}
            onClick={() => store().toggleMaximise(name)}
          />
        )}
        {!window.forbiddenClose && (
          <HeaderButton
            className="app-window-close"
            icon={<SvgIcon icon={CloseOutlined} />}
            label={t('window.close')}
            testId={`window-close-${name}`}
            onClick={() => void closeWindowGuarded(name)}
          />
        )}
      </span>
    </header>
  );
}
