import { Component, type ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      data-testid="app-load-failed"
      title={t('window.loadFailedTitle')}
      subTitle={t('window.loadFailedBody')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid="app-load-retry">
          {t('window.retry')}
        </Button>
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
