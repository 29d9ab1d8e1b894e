import { useQuery } from '@tanstack/react-query';
import { Role, type SubAdminArea } from '@coffer/contract';
import { subPermLoad } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useViewerRole } from '../../../shell/overlays/use-overlay-viewer';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';

export const SUB_ADMIN_KEY = [...SETTING_QUERY_KEY, 'subAdmin'];
/** The reason a closed area's actions are disabled, with `{{area}}`. */
export const AREA_CLOSED_KEY = 'setting.subAdmin.closedReason';

/** The operations administrators' settings areas as the daemon keeps them (`/setting/sub/perm/load`). */
export function useSubAdminPerms(enabled = true) {
  return useQuery({
    queryKey: SUB_ADMIN_KEY,
    queryFn: async ({ signal }) => unwrap(await call(subPermLoad, {}, { toast: false, signal })),
    enabled,
  });
}

/**
 * Whether the viewer may change settings of `area`: the master always; an operations administrator
 * unless the master closed the area (the daemon refuses those changes with C136004 as well).
 */
export function useAreaClosed(area: SubAdminArea | undefined): boolean {
  const role = useViewerRole();
  const asks = area !== undefined && role === Role.devOps;
  const perms = useSubAdminPerms(asks);
  return asks && perms.data !== undefined && !perms.data[area];
}
