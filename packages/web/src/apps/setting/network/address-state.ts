import {
  dnsProblems,
  ipv4SettingsProblems,
  ipv6SettingsProblems,
  isMtu,
  NetCode,
  prefixToIpv4Mask,
  splitDnsList,
  type NetInterface,
  type NetProblem,
} from '@coffer/contract';

/** The edit form's fields, as POST /settings takes them. */
export interface AddressState {
  ipv4_method: 'dhcp' | 'static';
  ip: string;
  mask: string;
  gateway: string;
  dns: string;
  ipv6_method: 'auto' | 'static' | 'off';
  ip6: string;
  prefix6: string;
  gateway6: string;
  mtu: string;
}

/** The form's start: the interface as it is now (its first addresses), DNS from the system. */
export function addressStateOf(port: NetInterface | null, dns: readonly string[]): AddressState {
  const v4 = port?.ipv4.addresses[0];
  const v6 = port?.ipv6.addresses.find((address) => address.scope !== 'link');
  return {
    ipv4_method: port?.ipv4.method === 'static' ? 'static' : 'dhcp',
    ip: v4?.address ?? '',
    mask: v4 ? prefixToIpv4Mask(v4.prefix) : '',
    gateway: port?.ipv4.gateway ?? '',
    dns: dns.join(', '),
    ipv6_method: port?.ipv6.method === 'static' ? 'static' : 'auto',
    ip6: v6?.address ?? '',
    prefix6: v6 ? String(v6.prefix) : '64',
    gateway6: port?.ipv6.gateway ?? '',
    mtu: port ? String(port.mtu) : '',
  };
}

/**
 * The same checks the daemon makes (SET-NET-04), by field, as the user types; a field still empty
 * is not yet an error unless the form is being sent.
 */
export function addressProblems(state: AddressState, sending: boolean): Record<string, NetProblem['code']> {
  const problems: NetProblem[] = [];
  const typed = (value: string) => sending || value.trim() !== '';
  if (state.ipv4_method === 'static') {
    const found = ipv4SettingsProblems({
      ip: state.ip.trim(),
      mask: state.mask.trim(),
      gateway: state.gateway.trim(),
    });
    problems.push(...found.filter((problem) => typed(state[problem.field as 'ip' | 'mask' | 'gateway'])));
  }
  problems.push(...dnsProblems(splitDnsList(state.dns)));
  if (state.ipv6_method === 'static') {
    const found = ipv6SettingsProblems({
      ip6: state.ip6.trim(),
      prefix6: state.prefix6.trim(),
      gateway6: state.gateway6.trim(),
    });
    problems.push(
      ...found.filter((problem) => typed(state[problem.field as 'ip6' | 'prefix6' | 'gateway6'])),
    );
  }
  if (state.mtu.trim() !== '' && !isMtu(state.mtu)) problems.push({ field: 'mtu', code: NetCode.mtu });
  const byField: Record<string, NetProblem['code']> = {};
  for (const problem of problems) byField[problem.field] ??= problem.code;
  return byField;
}
