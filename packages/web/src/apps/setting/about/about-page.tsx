import { Alert, Button, Spin } from 'antd';
import { CallError } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewerRole } from '../../../shell/overlays/use-overlay-viewer';
import { Role } from '@coffer/contract';
import { DeviceNameRow } from './device-name-row';
import { HardwareSection } from './hardware-section';
import { PowerSection } from './power-section';
// Power schedule and sub-administrator areas (issue 17)
import { AREA_CLOSED_KEY, useAreaClosed } from '../sub-admin/use-sub-admin-areas';
import { SubAdminSection } from '../sub-admin/sub-admin-section';
import { PowerPlanSection } from './power-plan-section';
import { UpgradeSection } from './upgrade-section';
import { useAboutFacts } from './use-about-facts';

/**
 * `/setting/about`: the device's name (renamed here), facts and hardware, restart and shut down, and
 * its system upgrade (`?nav=update` goes to the latter).
 */
export function AboutPage() {
  const { t } = useTranslation();
  const role = useViewerRole();
  const facts = useAboutFacts();
  const deviceClosed = useAreaClosed('device');

  if (facts.isPending)
    return (
      <div className="setting-loading" data-testid="about-loading" role="status">
        <Spin />
        <p className="setting-muted">{t('setting.about.loading')}</p>
      </div>
    );
  if (facts.isError) {
    const message = facts.error instanceof CallError ? facts.error.result.message : '';
    return (
      <Alert
        type="error"
        showIcon
        data-testid="about-error"
        title={t('setting.about.loadFailed')}
        description={message}
        action={<Button onClick={() => void facts.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const { versions, info } = facts.data;
  return (
    <div data-testid="about-page">
      <section className="setting-section" aria-labelledby="setting-about-title">
        <h2 id="setting-about-title">{t('setting.about.title')}</h2>
        <dl className="setting-facts" data-testid="about-facts">
          <dt>{t('setting.about.deviceName')}</dt>
          <dd>
            <DeviceNameRow
              name={versions.name}
              mayRename={(role === Role.master || role === Role.devOps) && !deviceClosed}
              refusal={
                deviceClosed ? t(AREA_CLOSED_KEY, { area: t('setting.subAdmin.areas.device') }) : undefined
              }
            />
          </dd>
          <dt>{t('setting.about.model')}</dt>
          <dd>{info.model || versions.model}</dd>
          <dt>{t('setting.about.nasid')}</dt>
          <dd>{versions.nasid}</dd>
          <dt>{t('setting.about.version')}</dt>
          <dd data-testid="about-version">{info.current_version}</dd>
          <dt>{t('setting.about.releaseKey')}</dt>
          <dd data-testid="about-release-key">
            {info.release_key ? (
              <>
                {t('setting.about.keyInstalled')}
                {info.key_fingerprint && (
                  <span className="setting-muted">
                    {' · '}
                    {t('setting.about.keyFingerprint', { fingerprint: info.key_fingerprint })}
                  </span>
                )}
              </>
            ) : (
              t('setting.about.keyMissing')
            )}
          </dd>
        </dl>
      </section>
      <HardwareSection />
      <PowerSection role={role} />
      <PowerPlanSection role={role} />
      <SubAdminSection />
      <UpgradeSection info={info} role={role} />
    </div>
  );
}
