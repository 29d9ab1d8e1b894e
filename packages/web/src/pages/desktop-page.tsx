import { useState } from 'react';
import { Avatar, Button, Card, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '@coffer/contract';
import { signOutByUser } from '../app/sign-out';
import { LanguageSwitch } from '../i18n/language-switch';
import { mainRoleOf, useSessionStore } from '../session/session-store';

/** '/': the signed-in landing page until the windowed desktop arrives. */
export function DesktopPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;

  const signOut = async () => {
    setLeaving(true);
    await signOutByUser();
  };

  return (
    <div className="desktop-screen">
      <header className="desktop-bar">
        <div className="brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <span className="brand-name">{t('app.name')}</span>
        </div>
        <div className="desktop-bar-right">
          <LanguageSwitch />
          <Button data-testid="desktop-signout" icon={<LogoutOutlined />} loading={leaving} onClick={signOut}>
            {t('desktop.signOut')}
          </Button>
        </div>
      </header>
      <main className="desktop-center">
        <Card className="desktop-card">
          <div className="desktop-identity">
            <Avatar size={56} icon={<UserOutlined />} className="desktop-avatar" />
            <div>
              <Typography.Text type="secondary">{t('desktop.signedInAs')}</Typography.Text>
              <Typography.Title level={3} className="desktop-user" data-testid="desktop-user">
                {session.username}
              </Typography.Title>
              <Tag color="green" data-testid="desktop-role">
                {t(roleLabelKey(mainRoleOf(session)))}
              </Tag>
            </div>
          </div>
          <Typography.Paragraph type="secondary" className="desktop-note">
            {t('desktop.comingSoon')}
          </Typography.Paragraph>
        </Card>
      </main>
    </div>
  );
}
