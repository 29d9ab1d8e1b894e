import { useQuery } from '@tanstack/react-query';
import { remoteHelpStatus } from '@coffer/contract/calls/remote-help';
import { call } from '../../api/client';

/**
 * The support hotline from the device's configuration (DECISIONS "Text and numbers": empty when none
 * is set, and the dialog leaves the line out). The remote-assistance status carries it, also in the
 * not-configured answer's data.
 */
export function useSupportPhone(enabled: boolean): string {
  const { data } = useQuery({
    queryKey: ['dbRepair', 'supportPhone'],
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const result = await call(remoteHelpStatus, {}, { toast: false, signal });
      const data = result.data as { support_phone?: unknown } | null | undefined;
      return typeof data?.support_phone === 'string' ? data.support_phone : '';
    },
  });
  return data ?? '';
}
