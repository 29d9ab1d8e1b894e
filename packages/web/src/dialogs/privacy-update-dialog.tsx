import { useState } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { Trans } from '../i18n/trans';
import { useTranslation } from '../i18n/use-translation';
import { CALLS, PRIVACY_PROTOCOL_VERSION } from '@coffer/contract';
import { call } from '../api/client';
import { signOutByUser } from '../app/sign-out';
import { useSessionStore } from '../session/session-store';

/** The static pages beside the app (SHELL-18); `BASE_URL` is the app's base, /home/. */
const PRIVACY_URL = `${import.meta.env.BASE_URL}privacy.htm`;
const PROTOCOL_URL = `${import.meta.env.BASE_URL}protocol.htm`;

/** SESS-08: the current privacy agreement must be accepted; declining signs out. */
export function PrivacyUpdateDialog() {
  const { t } = useTranslation();
  const accepted = useSessionStore((state) => state.session?.userSetting.protocolVersion);
  const setProtocolVersion = useSessionStore((state) => state.setProtocolVersion);
  const [busy, setBusy] = useState<'agree' | 'disagree' | null>(null);

  const open = accepted !== undefined && accepted !== PRIVACY_PROTOCOL_VERSION;

  const agree = async () => {
    setBusy('agree');
    const result = await call(CALLS.agreeProtocol, { version: PRIVACY_PROTOCOL_VERSION });
    setBusy(null);
    if (result.success) setProtocolVersion(result.data.protocolVersion);
  };

  const disagree = async () => {
    setBusy('disagree');
    await signOutByUser();
    setBusy(null);
  };

  return (
    <Modal
      open={open}
      title={t('privacy.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={460}
      centered
      footer={
        <Space>
          <Button
            data-testid="privacy-disagree"
            loading={busy === 'disagree'}
            disabled={busy === 'agree'}
            onClick={disagree}
          >
            {t('privacy.disagree')}
          </Button>
          <Button
            data-testid="privacy-agree"
            type="primary"
            loading={busy === 'agree'}
            disabled={busy === 'disagree'}
            onClick={agree}
          >
            {t('privacy.agree')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph data-testid="privacy-dialog">
        <Trans
          i18nKey="privacy.body"
          components={{
            privacy: <a href={PRIVACY_URL} target="_blank" rel="noreferrer" />,
            protocol: <a href={PROTOCOL_URL} target="_blank" rel="noreferrer" />,
          }}
        />
      </Typography.Paragraph>
    </Modal>
  );
}
