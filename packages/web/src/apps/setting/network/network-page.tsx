import { networkMessageOf, type NetInterface, type NetworkApplied } from '@coffer/contract';
import { Alert, App, Button, Empty, Space, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { CallError } from '../../../api/client';
import { addAppTexts } from '../../../i18n/app-texts';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { AppliedDialog } from './applied-dialog';
import { DiagnoseDialog } from './diagnose-dialog';
import { EditDialog, type EditTarget } from './edit-dialog';
import { InterfaceCard } from './interface-card';
import { networkText } from './network-text';
import { useNetwork, useNetworkChange } from './use-network';
import './network.css';
import { ReadingButton } from '../../../shell/disabled-part/reading-scope';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

addAppTexts('settingNetwork', networkText);

/** A port a bond may take: wired (or virtual), not already a bond's or a bridge's. */
function isFreePort(port: NetInterface): boolean {
  return (port.kind === 'ethernet' || port.kind === 'virtual') && port.master === null;
}

const KIND_ORDER: readonly NetInterface['kind'][] = ['ethernet', 'bond', 'wifi', 'bridge', 'virtual'];

/** Front-panel ports first (slot 1, 2), then wired, bonds, wireless, bridges and virtual links. */
function byPanelOrder(a: NetInterface, b: NetInterface): number {
  return (
    (a.slot ?? 9) - (b.slot ?? 9) ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    a.name.localeCompare(b.name)
  );
}

/** `/setting/network`: the machine's interfaces, their editing and bonds (SET-NET-01…06). */
export function NetworkPage() {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const lang = currentLanguage();
  const network = useNetwork();
  const removal = useNetworkChange();
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [diagnosing, setDiagnosing] = useState<string | null>(null);
  const [applied, setApplied] = useState<NetworkApplied | null>(null);

  if (network.isPending)
    return (
      <div className="setting-loading" role="status" data-testid="net-loading">
        <Spin />
        <p className="setting-muted">{t('settingNetwork.loading')}</p>
      </div>
    );
  if (network.isError) {
    const failure = network.error instanceof CallError ? network.error.result : null;
    return (
      <Alert
        type="error"
        showIcon
        data-testid="net-error"
        title={t('settingNetwork.loadFailed')}
        description={failure ? networkMessageOf(failure.code, lang) : network.error.message}
        action={
          <ReadingButton onClick={() => void network.refetch()}>{t('settingNetwork.retry')}</ReadingButton>
        }
      />
    );
  }

  const { info, show } = network.data;
  const freePorts = info.interfaces.filter(isFreePort);
  const noBackend = show.editable ? null : t('settingNetwork.noBackend');
  const bondBlocked = noBackend ?? (freePorts.length < 2 ? t('settingNetwork.noBondPorts') : null);
  const removeBond = (name: string) =>
    modal.confirm({
      title: t('settingNetwork.removeBond'),
      content: t('settingNetwork.confirmRemove', { name }),
      okButtonProps: { danger: true },
      okText: t('settingNetwork.removeBond'),
      cancelText: t('settingNetwork.cancel'),
      onOk: async () => {
        const answer = await removal.mutateAsync({ flag: 'remove_bond', name }).catch((error: unknown) => {
          const code = error instanceof CallError ? error.result.code : 500;
          void message.error(t('settingNetwork.failed', { message: networkMessageOf(code, lang) }));
          return null;
        });
        if (answer) setApplied(answer);
      },
    });

  return (
    <div data-testid="network-page">
      <section className="setting-section" aria-labelledby="net-title">
        <div className="network-head">
          <div>
            <h2 id="net-title">{t('settingNetwork.title')}</h2>
            <p className="setting-muted">{t('settingNetwork.intro')}</p>
          </div>
          <Space>
            <ReadingButton onClick={() => void network.refetch()} loading={network.isFetching}>
              {t('settingNetwork.refresh')}
            </ReadingButton>
            <Tooltip title={bondBlocked ?? undefined}>
              <Button
                type="primary"
                disabled={partDisabled || bondBlocked !== null}
                onClick={() => setEditing({ kind: 'bond', freePorts })}
                data-testid="net-create-bond"
              >
                {t('settingNetwork.createBond')}
              </Button>
            </Tooltip>
          </Space>
        </div>
        {show.dryRun && (
          <Alert type="info" showIcon title={t('settingNetwork.dryRun')} data-testid="net-dry-run" />
        )}
        {noBackend && <Alert type="warning" showIcon title={noBackend} />}
        <p className="network-dns">
          <strong>{t('settingNetwork.dns')}</strong> {info.dns.join(', ') || t('settingNetwork.none')}
        </p>
        {info.interfaces.length === 0 ? (
          <Empty description={t('settingNetwork.empty')} />
        ) : (
          <div className="network-cards">
            {[...info.interfaces].sort(byPanelOrder).map((port) => (
              <InterfaceCard
                key={port.name}
                port={port}
                editBlocked={
                  noBackend ?? (port.master ? t('settingNetwork.portOfBond', { bond: port.master }) : null)
                }
                onEdit={() => setEditing({ kind: 'edit', port })}
                onDiagnose={() => setDiagnosing(port.name)}
                onRemoveBond={() => removeBond(port.name)}
              />
            ))}
          </div>
        )}
      </section>
      {editing && (
        <EditDialog
          target={editing}
          dns={info.dns}
          onClose={() => setEditing(null)}
          onApplied={(answer) => {
            setEditing(null);
            setApplied(answer);
          }}
        />
      )}
      {diagnosing && <DiagnoseDialog name={diagnosing} onClose={() => setDiagnosing(null)} />}
      {applied && <AppliedDialog applied={applied} onClose={() => setApplied(null)} />}
    </div>
  );
}
