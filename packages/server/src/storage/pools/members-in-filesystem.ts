import type { ShownDevice } from '../btrfs/parse-filesystem-show.js';
import type { RecordedMember } from './pool-record.js';

export interface MemberChange {
  /** The recorded members as the filesystem has them now. */
  members: RecordedMember[];
  /** Members the filesystem no longer holds, each with the disk that took its place. */
  replaced: { from: string; to: string }[];
  /** Disks the filesystem holds that no member was replaced by: added to the pool. */
  added: string[];
}

/**
 * What a replace or a device add that ended while no daemon ran did to a pool, read from the
 * filesystem (`btrfs filesystem show` of the mounted pool) and the present disks (serial → device).
 * A member is gone when no present disk has its serial or the filesystem lists no device at its
 * disk's path; a present disk the filesystem lists that is no member is new. Gone members are
 * interchangeable (repair-pool-job.ts replaceSources): each new disk takes the place of the next one,
 * keeping the size the pool uses of it; new disks beyond those were added, with the size of the
 * smallest member (the cap an expansion sets, STOR-EXP-01).
 */
export function membersInFilesystem(
  members: readonly RecordedMember[],
  disks: ReadonlyMap<string, string>,
  shown: readonly ShownDevice[],
): MemberChange {
  const paths = new Set(shown.flatMap((device) => (device.path && !device.missing ? [device.path] : [])));
  const memberSerials = new Set(members.map((member) => member.sn));
  const gone = members.filter((member) => {
    const device = disks.get(member.sn);
    return device === undefined || !paths.has(device);
  });
  const newcomers = [...disks]
    .filter(([sn, device]) => !memberSerials.has(sn) && paths.has(device))
    .map(([sn]) => sn);
  const replaced = gone
    .slice(0, newcomers.length)
    .map((member, index) => ({ from: member.sn, to: newcomers[index]! }));
  const added = newcomers.slice(replaced.length);
  const smallest = Math.min(...members.map((member) => member.size));
  const changed = members.map((member) => {
    const swap = replaced.find((pair) => pair.from === member.sn);
    return swap ? { sn: swap.to, size: member.size } : member;
  });
  return { members: [...changed, ...added.map((sn) => ({ sn, size: smallest }))], replaced, added };
}
