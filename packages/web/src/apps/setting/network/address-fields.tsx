import { networkMessageOf } from '@coffer/contract';
import { Form, Input, Radio } from 'antd';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import type { AddressState } from './address-state';

interface Props {
  value: AddressState;
  onChange: (next: AddressState) => void;
  /** Each field's code, from the live check or the daemon's answer. */
  problems: Record<string, number | string>;
}

/** The address part of the edit and bond forms: IPv4, DNS, IPv6 and MTU, each checked as typed. */
export function AddressFields({ value, onChange, problems }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const set = (patch: Partial<AddressState>) => onChange({ ...value, ...patch });
  const item = (field: keyof AddressState, label: string, placeholder?: string) => {
    const code = problems[field];
    return (
      <Form.Item
        label={label}
        htmlFor={`net-${field}`}
        validateStatus={code === undefined ? undefined : 'error'}
        help={code === undefined ? undefined : networkMessageOf(code, lang)}
      >
        <Input
          id={`net-${field}`}
          data-testid={`net-${field}`}
          value={value[field]}
          placeholder={placeholder}
          maxLength={field === 'dns' ? 200 : 64}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      </Form.Item>
    );
  };
  return (
    <>
      <Form.Item label={t('settingNetwork.field.ipv4Method')}>
        <Radio.Group
          value={value.ipv4_method}
          onChange={(event) => set({ ipv4_method: event.target.value as AddressState['ipv4_method'] })}
          data-testid="net-ipv4-method"
          options={[
            { value: 'dhcp', label: t('settingNetwork.method.dhcp') },
            { value: 'static', label: t('settingNetwork.method.static') },
          ]}
        />
      </Form.Item>
      {value.ipv4_method === 'static' && (
        <div className="network-grid">
          {item('ip', t('settingNetwork.field.ip'))}
          {item('mask', t('settingNetwork.field.mask'), t('settingNetwork.maskPlaceholder'))}
          {item('gateway', t('settingNetwork.field.gateway'))}
        </div>
      )}
      {item('dns', t('settingNetwork.field.dnsServers'), t('settingNetwork.dnsPlaceholder'))}
      <Form.Item label={t('settingNetwork.field.ipv6Method')}>
        <Radio.Group
          value={value.ipv6_method}
          onChange={(event) => set({ ipv6_method: event.target.value as AddressState['ipv6_method'] })}
          options={[
            { value: 'auto', label: t('settingNetwork.method.auto') },
            { value: 'static', label: t('settingNetwork.method.static') },
            { value: 'off', label: t('settingNetwork.method.off') },
          ]}
        />
      </Form.Item>
      {value.ipv6_method === 'static' && (
        <div className="network-grid">
          {item('ip6', t('settingNetwork.field.ip6'))}
          {item('prefix6', t('settingNetwork.field.prefix6'))}
          {item('gateway6', t('settingNetwork.field.gateway6'))}
        </div>
      )}
      {item('mtu', t('settingNetwork.field.mtu'))}
    </>
  );
}
