/** A grant on a group folder, as stored (FILE-04): 0 none, 1 read-write, 2 read only. */
export type FolderGrant = 0 | 1 | 2;

/** How much each grant allows, to compare them: none < read only < read-write. */
const REACH: Record<FolderGrant, number> = { 0: 0, 2: 1, 1: 2 };

/**
 * An ordinary user's access to a group folder from the grants that reach them (issue 16, ROLE-05):
 * an explicit "none" on the user wins over every group, so one person can be kept out of a
 * department's folder; otherwise the most permissive grant wins, the user's own or any of their
 * groups'. No grant at all is none. Administrators are not asked: they manage every folder.
 */
export function folderAccess(
  userGrant: FolderGrant | undefined,
  groupGrants: readonly FolderGrant[],
): FolderGrant {
  if (userGrant === 0) return 0;
  let best: FolderGrant = userGrant ?? 0;
  for (const grant of groupGrants) if (REACH[grant] > REACH[best]) best = grant;
  return best;
}
