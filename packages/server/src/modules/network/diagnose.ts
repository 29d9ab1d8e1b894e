import { Resolver } from 'node:dns/promises';
import { Socket } from 'node:net';
import { NetCode, isIpv4, isIpv6, isPort, type DiagnoseStep, type NetInterface } from '@coffer/contract';
import { findInterface } from './change-check.js';
import { NetFailure } from './net-failure.js';
import { readNeighbours, readResolvers } from './read-network.js';

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const STEP_TIMEOUT_MS = 3000;
const DEFAULT_PORT = 80;

export interface DiagnoseInput {
  name: string;
  host: string;
  port: string;
}

/** Checks the fields before anything is sent: a host name or address, and a port (C134005). */
export function checkDiagnoseInput(input: DiagnoseInput): void {
  const host = input.host.trim();
  if (host !== '' && !isIpv4(host) && !isIpv6(host) && !HOST_NAME.test(host)) {
    throw new NetFailure(NetCode.invalidRequest, [{ field: 'host', code: NetCode.invalidRequest }]);
  }
  if (input.port.trim() !== '' && !isPort(input.port)) {
    throw new NetFailure(NetCode.port, [{ field: 'port', code: NetCode.port }]);
  }
}

/**
 * The network diagnosis of one interface (SET-NET-06): its link, its addresses, whether its gateway
 * has answered, whether the machine's resolvers answer, and optionally a TCP connection to a host.
 */
export async function diagnose(
  interfaces: readonly NetInterface[],
  input: DiagnoseInput,
): Promise<DiagnoseStep[]> {
  checkDiagnoseInput(input);
  const port = findInterface(interfaces, input.name);
  const steps: DiagnoseStep[] = [];
  steps.push({
    step: 'link',
    ok: port.carrier && port.state !== 'down',
    detail: `${port.state}${port.speed ? `, ${port.speed} Mb/s` : ''}`,
  });
  const addresses = [
    ...port.ipv4.addresses.map((address) => `${address.address}/${address.prefix}`),
    ...port.ipv6.addresses
      .filter((address) => address.scope !== 'link')
      .map((address) => `${address.address}/${address.prefix}`),
  ];
  steps.push({ step: 'address', ok: addresses.length > 0, detail: addresses.join(', ') });
  steps.push(await gatewayStep(port));
  steps.push(await dnsStep());
  const host = input.host.trim();
  if (host !== '')
    steps.push(await hostStep(host, input.port.trim() === '' ? DEFAULT_PORT : Number(input.port)));
  return steps;
}

async function gatewayStep(port: NetInterface): Promise<DiagnoseStep> {
  const gateway = port.ipv4.gateway ?? port.ipv6.gateway;
  if (!gateway) return { step: 'gateway', ok: false, detail: '' };
  const entry = (await readNeighbours()).find((neighbour) => neighbour.dst === gateway);
  const state = entry?.state?.join(',') ?? 'NONE';
  const ok = entry?.lladdr !== undefined && !/FAILED|INCOMPLETE/.test(state);
  return { step: 'gateway', ok, detail: `${gateway} (${state})` };
}

async function dnsStep(): Promise<DiagnoseStep> {
  const servers = readResolvers();
  if (servers.length === 0) return { step: 'dns', ok: false, detail: '' };
  const resolver = new Resolver({ timeout: STEP_TIMEOUT_MS, tries: 1 });
  resolver.setServers(servers);
  try {
    // Any answer, even "no such name", shows a resolver is there and speaks DNS.
    await resolver.resolveSoa('.');
    return { step: 'dns', ok: true, detail: servers.join(', ') };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const answered =
      code === 'ENOTFOUND' || code === 'ENODATA' || code === 'ESERVFAIL' || code === 'EREFUSED';
    return {
      step: 'dns',
      ok: answered,
      detail: `${servers.join(', ')}${answered ? '' : ` (${code || 'no answer'})`}`,
    };
  }
}

function hostStep(host: string, port: number): Promise<DiagnoseStep> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean, why: string) => {
      socket.destroy();
      resolve({ step: 'host', ok, detail: `${host}:${port}${why ? ` (${why})` : ''}` });
    };
    socket.setTimeout(STEP_TIMEOUT_MS, () => done(false, 'timeout'));
    socket.once('connect', () => done(true, ''));
    socket.once('error', (error: NodeJS.ErrnoException) => done(false, error.code ?? error.message));
    socket.connect(port, host);
  });
}
