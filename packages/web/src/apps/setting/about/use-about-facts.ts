import { useQuery } from '@tanstack/react-query';
import * as systemCalls from '@coffer/contract/calls/system';
import { upgradeInfo } from '@coffer/contract/calls/upgrade';
import { call, unwrap } from '../../../api/client';

/** Every query of the settings app starts with this key. */
export const SETTING_QUERY_KEY = ['setting'] as const;

/**
 * The device's name, model and id (`/system/versions`) and its running version and release key
 * (`/upgrade/info`), read together; the page shows a failure itself.
 */
export function useAboutFacts() {
  return useQuery({
    queryKey: [...SETTING_QUERY_KEY, 'about'],
    queryFn: async ({ signal }) => {
      const [versions, info] = await Promise.all([
        call(systemCalls.versions, {}, { toast: false, signal }),
        call(upgradeInfo, {}, { toast: false, signal }),
      ]);
      return { versions: unwrap(versions), info: unwrap(info) };
    },
  });
}
