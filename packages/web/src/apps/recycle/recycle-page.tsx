import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { usePagedRows } from '../../shell/files/use-paged-rows';
import { Button, Empty, Result, Spin, Tooltip } from 'antd';
import { DeleteOutlined, ReloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { CALLS, type RecycleBin, type RecycleItem } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useDialogs } from '../../shell/dialogs/use-dialogs';
import { formatDateTime, formatSize, useToast } from '../../shell/format';
import { FileIcon } from '../../shell/files/file-icon';
import {
  clickRow,
  EMPTY_SELECTION,
  selectAll,
  sortedIndices,
  type Selection,
} from '../../shell/files/selection';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { useTaskFollow } from '../../shell/files/use-task-follow';
import { PagedRows } from './paged-rows';
import { RecycleDays } from './recycle-days';
import { RecycleLocation } from './recycle-location';
import { RestoreDialog } from './restore-dialog';

const ROW_HEIGHT = 36;
export const RECYCLE_QUERY_KEY = ['recycle'] as const;

/** `/recycle/myFile`: the bins the caller may open, one at a time (`?bin=`), with its entries. */
export function RecyclePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const top = useQuery({
    queryKey: [...RECYCLE_QUERY_KEY, 'top'],
    queryFn: async ({ signal }) => unwrap(await call(CALLS.recycleTop, {}, { toast: false, signal })),
  });
  const bins = top.data?.bins ?? [];
  const binId = params.get('bin') ?? bins[0]?.id ?? null;
  const bin = bins.find((candidate) => candidate.id === binId) ?? bins[0];

  const binName = (candidate: RecycleBin) =>
    candidate.id === 'home'
      ? t('recycle.myBin')
      : candidate.id === 'public'
        ? t('recycle.publicBin')
        : t('recycle.groupBin', { name: candidate.name });

  if (top.isPending) return <Spin className="fm-state" />;
  if (top.isError) {
    return (
      <Result
        className="fm-state"
        status="error"
        title={t('recycle.loadFailed')}
        subTitle={top.error.message}
        extra={<Button onClick={() => void top.refetch()}>{t('recycle.retry')}</Button>}
      />
    );
  }
  return (
    <div className="fm recycle" data-testid="recycle">
      <aside className="fm-aside">
        <nav className="fm-sidebar">
          {bins.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className={`fm-nav${candidate.id === bin?.id ? ' fm-nav-active' : ''}`}
              data-testid={`recycle-bin-${candidate.id}`}
              onClick={() => setParams({ bin: candidate.id })}
            >
              <DeleteOutlined />
              <span className="fm-nav-label">{binName(candidate)}</span>
              <span className="fm-nav-note">{candidate.count}</span>
            </button>
          ))}
        </nav>
      </aside>
      <section className="fm-main">
        {bin ? (
          <BinView key={bin.id} bin={bin} name={binName(bin)} onChanged={() => void top.refetch()} />
        ) : (
          <Empty className="fm-state" description={t('recycle.noBins')} />
        )}
        <RecycleDays days={top.data.days} onSaved={() => void top.refetch()} />
      </section>
    </div>
  );
}

function BinView({ bin, name, onChanged }: { bin: RecycleBin; name: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const dialogs = useDialogs();
  const changes = useTaskTracker((state) => state.changes);
  const track = useTaskTracker((state) => state.track);
  const [reloads, setReloads] = useState(0);
  const rows = useMemo(
    () =>
      new PagedRows<RecycleItem>((offset, limit, signal) =>
        call(CALLS.recycleList, { bin: bin.id, offset, limit }, { toast: false, signal }),
      ),
    // `changes` and `reloads` only ask for a fresh read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bin.id, changes, reloads],
  );
  useEffect(() => {
    void rows.ensure(0, 0);
    return () => rows.dispose();
  }, [rows]);
  const version = useSyncExternalStore(rows.subscribe, rows.getVersion);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [restoring, setRestoring] = useState<string[] | null>(null);
  // A fresh read starts with nothing selected (rows are selected by index).
  const [selectionOf, setSelectionOf] = useState(rows);
  if (selectionOf !== rows) {
    setSelectionOf(rows);
    setSelection(EMPTY_SELECTION);
  }
  useTaskFollow();
  const total = rows.total ?? 0;
  const reload = () => {
    setReloads((count) => count + 1);
    onChanged();
  };

  const selectedIds = async () => (await rows.items(sortedIndices(selection))).map((item) => item.id);

  const deleteForever = async () => {
    const ids = await selectedIds();
    if (ids.length === 0) return;
    const confirmed = await dialogs.confirm({
      title: t('recycle.deleteTitle', { count: ids.length }),
      message: t('recycle.deleteBody'),
      okText: t('recycle.deleteForever'),
      danger: true,
    });
    if (!confirmed) return;
    const result = await call(CALLS.recycleDelete, { bin: bin.id, ids });
    if (!result.success) return;
    toast.success(t('recycle.deleted', { count: result.data.deleted }));
    reload();
  };

  const empty = async () => {
    const confirmed = await dialogs.confirm({
      title: t('recycle.emptyTitle', { name }),
      message: t('recycle.emptyBody', { count: total }),
      okText: t('recycle.empty'),
      danger: true,
    });
    if (!confirmed) return;
    const result = await call(CALLS.recycleEmpty, { bin: bin.id });
    if (!result.success) return;
    toast.success(t('recycle.deleted', { count: result.data.deleted }));
    reload();
  };

  const none = selection.indices.size === 0;
  return (
    <div className="fm-folder" data-testid="recycle-bin" data-bin={bin.id}>
      <div className="fm-toolbar">
        <div className="fm-toolbar-row">
          <Button
            icon={<RollbackOutlined />}
            type="primary"
            disabled={none}
            data-testid="recycle-restore"
            onClick={() => void selectedIds().then(setRestoring)}
          >
            {t('recycle.restore')}
          </Button>
          <Button
            icon={<DeleteOutlined />}
            danger
            disabled={none}
            data-testid="recycle-delete"
            onClick={() => void deleteForever()}
          >
            {t('recycle.deleteForever')}
          </Button>
          <Button disabled={total === 0} data-testid="recycle-empty" onClick={() => void empty()}>
            {t('recycle.empty')}
          </Button>
          <Tooltip title={t('recycle.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              onClick={reload}
              aria-label={t('recycle.refresh')}
              style={{ marginLeft: 'auto' }}
            />
          </Tooltip>
        </div>
      </div>
      <div
        className="fm-area"
        tabIndex={0}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
            event.preventDefault();
            setSelection(selectAll(total));
          } else if (event.key === 'Delete' && !none) void deleteForever();
          else if (event.key === 'Escape') setSelection(EMPTY_SELECTION);
        }}
      >
        {rows.error && rows.total === null ? (
          <Result
            className="fm-state"
            status="error"
            title={t('recycle.loadFailed')}
            subTitle={rows.error.message}
            extra={<Button onClick={reload}>{t('recycle.retry')}</Button>}
          />
        ) : rows.total === null ? (
          <Spin className="fm-state" />
        ) : total === 0 ? (
          <Empty className="fm-state" data-testid="recycle-empty-state" description={t('recycle.emptyBin')} />
        ) : (
          <RecycleList
            rows={rows}
            version={version}
            total={total}
            selection={selection}
            onSelect={setSelection}
          />
        )}
      </div>
      <div className="fm-status">
        <span>{t('recycle.total', { count: total })}</span>
        {!none && <span>{t('recycle.selected', { count: selection.indices.size })}</span>}
      </div>
      {restoring && (
        <RestoreDialog
          count={restoring.length}
          onDone={async (action) => {
            const ids = restoring;
            setRestoring(null);
            if (!action) return;
            const result = await call(CALLS.recycleRestore, { bin: bin.id, ids, action });
            if (!result.success) return;
            track(result.data);
            toast.info(t('recycle.restoring'));
            reload();
          }}
        />
      )}
    </div>
  );
}

function RecycleList(props: {
  rows: PagedRows<RecycleItem>;
  version: number;
  total: number;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const { t } = useTranslation();
  const { rows, total, selection, onSelect } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { virtual, rows: shown } = usePagedRows({
    scroller,
    total,
    pages: rows,
    rowHeight: ROW_HEIGHT,
    overscan: 12,
  });
  return (
    <div className="fm-list" data-testid="recycle-list">
      <div className="fm-list-head">
        <span className="fm-col fm-col-name">{t('recycle.columns.name')}</span>
        <span className="fm-col fm-col-location">{t('recycle.columns.from')}</span>
        <span className="fm-col fm-col-mtime">{t('recycle.columns.deletedAt')}</span>
        <span className="fm-col fm-col-size">{t('recycle.columns.size')}</span>
      </div>
      <div className="fm-list-body" ref={scroller}>
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {shown.map((row) => {
            const item = rows.item(row.index);
            const selected = selection.indices.has(row.index);
            return (
              <div
                key={row.key}
                role="row"
                aria-selected={selected}
                className={`fm-row${selected ? ' fm-row-selected' : ''}`}
                style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
                data-testid={item ? 'recycle-row' : 'recycle-row-loading'}
                data-name={item?.name}
                onClick={(event) =>
                  onSelect(
                    clickRow(selection, row.index, {
                      toggle: event.ctrlKey || event.metaKey,
                      range: event.shiftKey,
                    }),
                  )
                }
              >
                {item ? (
                  <>
                    <span className="fm-col fm-col-name">
                      <FileIcon item={item} />
                      <span className="fm-name" title={item.name}>
                        {item.name}
                      </span>
                    </span>
                    <RecycleLocation path={item.originalPath} />
                    <span className="fm-col fm-col-mtime">{formatDateTime(item.deletedAt * 1000)}</span>
                    <span className="fm-col fm-col-size">{item.is_dir ? '-' : formatSize(item.size)}</span>
                  </>
                ) : (
                  <span className="fm-row-placeholder" />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
