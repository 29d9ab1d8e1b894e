/**
 * Where a member's data starts in a tar file (ustar or GNU headers of 512 bytes, data padded to
 * 512), so a test can damage exactly one member of a release archive.
 */
export function tarMemberOffset(tar: Buffer, name: string): number {
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const memberName = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (memberName === '') break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim(), 8);
    if (memberName === name) return offset + 512;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`no member ${name} in the tar`);
}
