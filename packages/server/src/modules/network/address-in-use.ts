import type { NetInterface } from '@coffer/contract';
import { exec } from '../../platform/exec.js';
import { findCommand } from './host-tools.js';
import { readNeighbours } from './read-network.js';

const SEEN = new Set(['REACHABLE', 'STALE', 'DELAY', 'PROBE', 'PERMANENT', 'NOARP']);

/**
 * Whether `ip` is already used (4009): by another interface of this machine, by a neighbour this
 * machine has seen answer for it, or (when `arping` is installed) by a host answering a duplicate
 * address probe on the port. `owners` are the interfaces the change sets, which may hold it already.
 */
export async function addressInUse(
  interfaces: readonly NetInterface[],
  ip: string,
  owners: readonly string[],
): Promise<boolean> {
  const holders = interfaces.filter((candidate) =>
    candidate.ipv4.addresses.some((address) => address.address === ip),
  );
  if (holders.some((holder) => !owners.includes(holder.name))) return true;
  // Saving the address an interface already has is no conflict with itself.
  if (holders.length > 0) return false;
  const ownMacs = new Set(interfaces.map((candidate) => candidate.mac.toLowerCase()));
  const neighbours = await readNeighbours();
  const seen = neighbours.some(
    (neighbour) =>
      neighbour.dst === ip &&
      neighbour.lladdr !== undefined &&
      !ownMacs.has(neighbour.lladdr.toLowerCase()) &&
      (neighbour.state ?? []).some((state) => SEEN.has(state)),
  );
  if (seen) return true;
  return probe(interfaces, ip, owners);
}

/** iputils `arping -D`: exit 1 when a host answers for the address. Only on a port with a link. */
async function probe(
  interfaces: readonly NetInterface[],
  ip: string,
  owners: readonly string[],
): Promise<boolean> {
  const arping = findCommand('arping');
  // A new bond does not exist yet: its first port with a link sends the probe.
  const port = interfaces.find((candidate) => owners.includes(candidate.name) && candidate.carrier);
  if (!arping || !port) return false;
  const result = await exec(arping, ['-D', '-q', '-c', '2', '-w', '3', '-I', port.name, ip], {
    timeoutMs: 10_000,
    okExitCodes: [0, 1, 2],
  });
  return result.exitCode === 1;
}
