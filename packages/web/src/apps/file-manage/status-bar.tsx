import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format';
import { isAboveRoots } from '../../shell/files/file-paths';
import { FILES_QUERY_KEY } from './use-dir-top';

/** Rows, the selection and the space of the pool (or disk) holding the folder. */
export function StatusBar({
  path,
  total,
  selected,
}: {
  path: string;
  total: number | null;
  selected: number;
}) {
  const { t } = useTranslation();
  const capacity = useQuery({
    queryKey: [...FILES_QUERY_KEY, 'capacity', path],
    enabled: !isAboveRoots(path),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.fileDirCapacity, { path }, { toast: false, signal })),
  });
  return (
    <div className="fm-status" data-testid="fm-status">
      <span data-testid="fm-status-count">
        {total === null ? t('fileManage.status.loading') : t('fileManage.status.items', { count: total })}
      </span>
      {selected > 0 && (
        <span data-testid="fm-status-selected">{t('fileManage.status.selected', { count: selected })}</span>
      )}
      <span className="fm-status-space" data-testid="fm-capacity">
        {capacity.data &&
          t('fileManage.status.capacity', {
            free: formatSize(capacity.data.free),
            total: formatSize(capacity.data.total),
          })}
      </span>
    </div>
  );
}
