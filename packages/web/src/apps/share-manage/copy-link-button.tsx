import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { copyText } from '../../shell/remote-help/copy-text';
import { shareText } from './share-rules';

/** Copies a link, with its code beside it when it has one. */
export function CopyLinkButton({
  url,
  code,
  withLabel = false,
}: {
  url: string;
  code: string;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const anchor = useRef<HTMLSpanElement>(null);
  const label = code ? t('shareManage.copyWithCode') : t('shareManage.copy');
  const copy = async () => {
    const text = shareText(url, code, t('shareManage.columns.code'));
    const done = await copyText(text, anchor.current?.closest('.ant-modal') as HTMLElement | null);
    if (done) void message.success(t('shareManage.copied'));
    else void message.error(t('shareManage.copyFailed'));
  };
  return (
    <span ref={anchor}>
      <Tooltip title={label}>
        <Button
          icon={<CopyOutlined />}
          size="small"
          onClick={() => void copy()}
          aria-label={label}
          data-testid="share-copy"
        >
          {withLabel ? label : null}
        </Button>
      </Tooltip>
    </span>
  );
}
