import { Component, type ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import '../../app/plain-controls.css';
import { AppState } from './app-state';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <AppState
      className="app-state-warning"
      data-testid="app-load-failed"
      icon={<SvgIcon icon={ExclamationCircleFilled} />}
      title={t('window.loadFailedTitle')}
      subTitle={t('window.loadFailedBody')}
      extra={
        <button type="button" className="plain-btn" onClick={onRetry} data-testid="app-load-retry">
          <SvgIcon icon={ReloadOutlined} aria-hidden />
          {t('window.retry')}
        </button>
      }
    />
  );
}

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** An app whose code cannot be fetched (or that throws) breaks only its own window. */
export class AppLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed onRetry={this.props.onRetry} />;
  }
}
