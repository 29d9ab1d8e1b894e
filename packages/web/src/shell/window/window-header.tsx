import type { MouseEvent } from 'react';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BlockOutlined,
  BorderOutlined,
  CloseOutlined,
  MinusOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { canGoBack, canGoForward } from '../window-manager/window-history';
import type { WindowState } from '../window-manager/window-state';
import { useWindowStore } from '../window-manager/window-store';
import { useWindowDrag } from './use-window-drag';
import { useWindowTitle } from './use-window-title';
import type { RenderIcon } from './window-icon';

interface Props {
  window: WindowState;
  renderIcon: RenderIcon;
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
          <Button
            type="text"
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={t('window.back')}
            title={t('window.back')}
            data-testid={`window-back-${name}`}
            disabled={!canGoBack(window)}
            onClick={() => store().back(name)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowRightOutlined />}
            aria-label={t('window.forward')}
            title={t('window.forward')}
            data-testid={`window-forward-${name}`}
            disabled={!canGoForward(window)}
            onClick={() => store().forward(name)}
          />
        </span>
      )}
      <h2 className="app-window-title">{title}</h2>
      <span className="app-window-buttons">
        <Button
          type="text"
          size="small"
          icon={window.isTop ? <PushpinFilled /> : <PushpinOutlined />}
          aria-label={t(window.isTop ? 'window.unpin' : 'window.pin')}
          aria-pressed={window.isTop}
          title={t(window.isTop ? 'window.unpin' : 'window.pin')}
          data-testid={`window-top-${name}`}
          onClick={() => store().toggleTop(name)}
        />
        {!window.forbiddenMinimize && (
          <Button
            type="text"
            size="small"
            icon={<MinusOutlined />}
            aria-label={t('window.minimise')}
            title={t('window.minimise')}
            data-testid={`window-minimise-${name}`}
            onClick={() => store().minimise(name)}
          />
        )}
        {!window.forbiddenMaximum && (
          <Button
            type="text"
            size="small"
            icon={window.isMaximum ? <BlockOutlined /> : <BorderOutlined />}
            aria-label={t(window.isMaximum ? 'window.restore' : 'window.maximise')}
            title={t(window.isMaximum ? 'window.restore' : 'window.maximise')}
            data-testid={`window-maximise-${name}`}
            onClick={() => store().toggleMaximise(name)}
          />
        )}
        {!window.forbiddenClose && (
          <Button
            type="text"
            size="small"
            className="app-window-close"
            icon={<CloseOutlined />}
            aria-label={t('window.close')}
            title={t('window.close')}
            data-testid={`window-close-${name}`}
            onClick={() => store().close(name)}
          />
        )}
      </span>
    </header>
  );
}
