import { BOND_MODES, networkMessageOf, type NetInterface, type NetworkApplied } from '@coffer/contract';
import { Alert, App, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { CallError } from '../../../api/client';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { AddressFields } from './address-fields';
import { addressProblems, addressStateOf, type AddressState } from './address-state';
import { fieldProblems, useNetworkChange } from './use-network';

/** `/networkEdit` (an interface's addresses) or `/createNetMode` (a new bond of free ports). */
export type EditTarget = { kind: 'edit'; port: NetInterface } | { kind: 'bond'; freePorts: NetInterface[] };

interface Props {
  target: EditTarget;
  dns: readonly string[];
  onClose: () => void;
  onApplied: (applied: NetworkApplied) => void;
}

export function EditDialog({ target, dns, onClose, onApplied }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const lang = currentLanguage();
  const change = useNetworkChange();
  const [address, setAddress] = useState<AddressState>(() =>
    addressStateOf(target.kind === 'edit' ? target.port : null, dns),
  );
  const [sending, setSending] = useState(false);
  const [bondName, setBondName] = useState('');
  const [bondMode, setBondMode] = useState<string>('active-backup');
  const [ports, setPorts] = useState<string[]>([]);
  const serverProblems = Object.fromEntries(
    Object.entries(fieldProblems(change.error)).map(([field, problem]) => [field, problem.code]),
  );
  const local = addressProblems(address, sending);
  const problems = { ...serverProblems, ...local };
  const portsProblem = target.kind === 'bond' && sending && ports.length < 2;
  const failure = change.error instanceof CallError ? change.error.result : null;

  const edit = (next: AddressState) => {
    setAddress(next);
    change.reset();
  };

  const save = () => {
    setSending(true);
    if (Object.keys(addressProblems(address, true)).length > 0) return;
    if (target.kind === 'bond' && ports.length < 2) return;
    const fields =
      target.kind === 'edit'
        ? { flag: 'update', name: target.port.name, ...address }
        : {
            flag: 'create_bond',
            name: bondName.trim(),
            bond_mode: bondMode,
            ports: ports.join(','),
            ...address,
          };
    modal.confirm({
      title: t('settingNetwork.confirmTitle'),
      content: t('settingNetwork.confirmBody'),
      okText: t('settingNetwork.save'),
      cancelText: t('settingNetwork.cancel'),
      onOk: async () => {
        const applied = await change.mutateAsync(fields).catch(() => null);
        if (applied) onApplied(applied);
      },
    });
  };

  const title =
    target.kind === 'edit'
      ? t('settingNetwork.editTitle', { name: target.port.name })
      : t('settingNetwork.bondTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={save}
      okText={t('settingNetwork.save')}
      cancelText={t('settingNetwork.cancel')}
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'net-save' } as never}
      width={560}
      centered
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', paddingRight: 4 } }}
      data-testid="net-edit-dialog"
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={save} className="network-form">
        {target.kind === 'bond' && (
          <>
            <div className="network-grid">
              <Form.Item label={t('settingNetwork.field.bondName')} htmlFor="net-bond-name">
                <Input
                  id="net-bond-name"
                  value={bondName}
                  placeholder={t('settingNetwork.bondNamePlaceholder')}
                  maxLength={8}
                  onChange={(event) => setBondName(event.target.value)}
                />
              </Form.Item>
              <Form.Item label={t('settingNetwork.field.bondMode')} htmlFor="net-bond-mode">
                <Select
                  id="net-bond-mode"
                  value={bondMode}
                  onChange={setBondMode}
                  options={BOND_MODES.map((mode, index) => ({ value: mode, label: `${index} · ${mode}` }))}
                />
              </Form.Item>
            </div>
            <Form.Item
              label={t('settingNetwork.field.ports')}
              validateStatus={portsProblem || serverProblems.ports !== undefined ? 'error' : undefined}
              help={
                portsProblem
                  ? t('settingNetwork.pickPorts')
                  : serverProblems.ports !== undefined
                    ? networkMessageOf(serverProblems.ports, lang)
                    : undefined
              }
            >
              <Checkbox.Group
                value={ports}
                onChange={(next) => setPorts(next as string[])}
                options={target.freePorts.map((port) => ({ value: port.name, label: port.name }))}
                data-testid="net-bond-ports"
              />
            </Form.Item>
          </>
        )}
        <AddressFields value={address} onChange={edit} problems={problems} />
        {failure && (
          <Alert
            type="error"
            showIcon
            data-testid="net-edit-error"
            title={t('settingNetwork.failed', { message: networkMessageOf(failure.code, lang) })}
          />
        )}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
