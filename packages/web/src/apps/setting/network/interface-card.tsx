import type { NetInterface } from '@coffer/contract';
import { Badge, Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { ReadingButton, ReadingScope } from '../../../shell/disabled-part/reading-scope';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

interface Props {
  port: NetInterface;
  /** Why editing is not possible now (no backend, a bond's port), or null. */
  editBlocked: string | null;
  onEdit: () => void;
  onDiagnose: () => void;
  onRemoveBond: () => void;
}

/** One interface (`/networkDetail`): its state, link, addresses and what may be done with it. */
export function InterfaceCard({ port, editBlocked, onEdit, onDiagnose, onRemoveBond }: Props) {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const connected = port.state === 'up' && port.carrier;
  const stateKey = port.state === 'up' || port.state === 'down' ? port.state : 'unknown';
  const v6 = port.ipv6.addresses;
  return (
    <article
      className="network-card"
      data-testid={`net-card-${port.name}`}
      aria-labelledby={`net-title-${port.name}`}
    >
      <header className="network-card-head">
        <h3 id={`net-title-${port.name}`}>{port.name}</h3>
        <ReadingScope>
          <Tag>{t(`settingNetwork.kind.${port.kind}`)}</Tag>
          {port.slot !== null && <Tag color="blue">{t('settingNetwork.slot', { slot: port.slot })}</Tag>}
        </ReadingScope>
        <Badge
          status={connected ? 'success' : 'default'}
          text={t(`settingNetwork.state.${connected ? 'up' : stateKey === 'up' ? 'unknown' : stateKey}`)}
          data-testid={`net-state-${port.name}`}
        />
        <Space className="network-card-actions">
          <Tooltip title={editBlocked ?? undefined}>
            <Button
              size="small"
              onClick={onEdit}
              disabled={partDisabled || editBlocked !== null}
              data-testid={`net-edit-${port.name}`}
            >
              {t('settingNetwork.edit')}
            </Button>
          </Tooltip>
          <ReadingButton size="small" onClick={onDiagnose} data-testid={`net-diagnose-${port.name}`}>
            {t('settingNetwork.diagnose')}
          </ReadingButton>
          {port.kind === 'bond' && (
            <Button
              size="small"
              danger
              onClick={onRemoveBond}
              disabled={partDisabled || editBlocked !== null}
            >
              {t('settingNetwork.removeBond')}
            </Button>
          )}
        </Space>
      </header>
      <dl className="network-facts">
        <dt>{t('settingNetwork.field.ipv4')}</dt>
        <dd data-testid={`net-ipv4-${port.name}`}>
          {port.ipv4.addresses.length === 0
            ? t('settingNetwork.none')
            : port.ipv4.addresses.map((address) => `${address.address} / ${address.mask}`).join(', ')}
          <span className="setting-muted"> · {t(`settingNetwork.method.${port.ipv4.method}`)}</span>
        </dd>
        <dt>{t('settingNetwork.field.gateway')}</dt>
        <dd>{port.ipv4.gateway ?? t('settingNetwork.none')}</dd>
        <dt>{t('settingNetwork.field.ipv6')}</dt>
        <dd>
          {v6.length === 0
            ? t('settingNetwork.none')
            : v6.map((address) => `${address.address}/${address.prefix}`).join(', ')}
        </dd>
        {port.ipv6.gateway && (
          <>
            <dt>{t('settingNetwork.field.gateway6')}</dt>
            <dd>{port.ipv6.gateway}</dd>
          </>
        )}
        <dt>{t('settingNetwork.field.mac')}</dt>
        <dd>{port.mac || t('settingNetwork.none')}</dd>
        <dt>{t('settingNetwork.field.speed')}</dt>
        <dd>
          {port.speed ? t('settingNetwork.speedValue', { speed: port.speed }) : t('settingNetwork.none')}
        </dd>
        <dt>{t('settingNetwork.field.mtu')}</dt>
        <dd>{port.mtu}</dd>
        {port.master && (
          <>
            <dt>{t('settingNetwork.field.master')}</dt>
            <dd>{port.master}</dd>
          </>
        )}
        {port.kind === 'bond' && (
          <>
            <dt>{t('settingNetwork.field.ports')}</dt>
            <dd>{port.ports.join(', ') || t('settingNetwork.none')}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
