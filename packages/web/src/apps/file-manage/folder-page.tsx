import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Dropdown, Empty, Result, Spin } from 'antd';
import {
  Code,
  FILE_PERMISSION,
  FILE_ROOTS,
  type FileItem,
  type FileSortField,
  type SortOrder,
} from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useToast } from '../../shell/format';
import { useKv } from '../../shell/kv/use-kv';
import { codeText } from './code-text';
import { FILE_DRAG_TYPE, endFileDrag, startFileDrag } from './drag-state';
import type { EntryHandlers } from './entry-handlers';
import { FileGridView } from './file-grid-view';
import { FileListView } from './file-list-view';
import { useOperations } from './file-manage-context';
import { openShare } from './file-open';
import { isAboveRoots, isInside, nameOf, parentOf } from '../../shell/files/file-paths';
import { startDownload } from './file-urls';
import { FolderToolbar } from './folder-toolbar';
import { keyAction } from './keyboard-map';
import { menuActions, type MenuAction } from './menu-items';
import { NameDialog } from './name-dialog';
import { NoPoolState, poolBlock, PoolUnusableState } from './pool-state';
import { PropertiesDialog } from './properties-dialog';
import {
  clickRow,
  contextRow,
  EMPTY_SELECTION,
  focusOf,
  selectAll,
  sortedIndices,
  stepSelection,
  type Selection,
} from '../../shell/files/selection';
import { rememberSort, sortCacheEntry, sortOf } from './sort-cache';
import { StatusBar } from './status-bar';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { filesFromInput, onUploadFinished, uploadFiles } from './upload-adapter';
import { uploadRefusal } from './upload-rules';
import { useClipboardActions } from './use-clipboard-actions';
import { useDirTop } from './use-dir-top';
import { useFolderDrops } from './use-folder-drops';
import { useFolderListing } from './use-folder-listing';
import { useOpenEntry } from './use-open-entry';
import { DEFAULT_VIEW_PREFS, viewPrefsEntry, type ViewPrefs } from './view-prefs';

const FILTER_DELAY_MS = 300;

/** `/fileManage/myFiles?path=`: one folder, its rows, and everything people do with them. */
export function FolderPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const base = useAppBase();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const path = params.get('path') || FILE_ROOTS.home;
  const dirTop = useDirTop();
  const operations = useOperations();
  const touch = useTaskTracker((state) => state.touch);

  const sortCache = useKv(sortCacheEntry);
  const sort = sortOf(sortCache.value, path);
  const prefsKv = useKv(viewPrefsEntry);
  const [localPrefs, setLocalPrefs] = useState<ViewPrefs | null>(null);
  const prefs = localPrefs ?? prefsKv.value ?? DEFAULT_VIEW_PREFS;
  const [filterText, setFilterText] = useState('');
  const [filter, setFilter] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFilter(filterText.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterText]);
  // Another folder starts unfiltered.
  const [filterPath, setFilterPath] = useState(path);
  if (filterPath !== path) {
    setFilterPath(path);
    setFilterText('');
    setFilter('');
  }

  const { pages, version, reload } = useFolderListing({
    path,
    sortBy: sort.sortBy,
    order: sort.order,
    showHidden: prefs.showHidden,
    filter,
    pool: `${dirTop.data?.pool?.id ?? ''}:${String(dirTop.data?.pool?.usable ?? false)}`,
  });
  const total = pages.total ?? 0;
  const listingKey = `${path}|${sort.sortBy}|${sort.order}|${String(prefs.showHidden)}|${filter}`;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const [properties, setProperties] = useState<string | null>(null);
  const [newFolder, setNewFolder] = useState(false);
  const [menuOnRow, setMenuOnRow] = useState(false);
  const rowMenu = useRef(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);

  // Rows are selected by index: another listing starts with nothing selected.
  const [selectionKey, setSelectionKey] = useState(listingKey);
  if (selectionKey !== listingKey) {
    setSelectionKey(listingKey);
    setSelection(EMPTY_SELECTION);
    setRenaming(null);
    setFocus(null);
  }
  useEffect(() => onUploadFinished((dir) => dir === path && touch()), [path, touch]);

  const permission = pages.permission;
  const aboveRoots = isAboveRoots(path);
  const canWrite = !aboveRoots && permission === FILE_PERMISSION.readWrite;
  const writeRefusal = canWrite ? null : codeText(aboveRoots ? Code.fileEnterGroupFirst : Code.fileReadOnly);
  const uploadCode = uploadRefusal(path, permission);
  const uploadText = uploadCode ? codeText(uploadCode) : null;
  const drops = useFolderDrops({
    path,
    permission,
    aboveRoots,
    uploadCode,
    dirTop: dirTop.data,
    dirTopPending: dirTop.isPending,
  });
  const permanentDelete = isInside(path, FILE_ROOTS.external);
  const selectedIndices = sortedIndices(selection);
  const selectedLoaded = selectedIndices
    .map((index) => pages.item(index))
    .filter((item): item is FileItem => item !== undefined);

  const openFolder = useCallback(
    (target: string) => navigate(`${base}/myFiles?path=${encodeURIComponent(target)}`),
    [base, navigate],
  );
  const upPath = path === FILE_ROOTS.home || path === FILE_ROOTS.public ? null : parentOf(path);
  const goUp = () => {
    if (upPath === null) return;
    if (upPath === FILE_ROOTS.external) navigate(`${base}/usbFiles`);
    else openFolder(upPath);
  };

  const setSort = (next: { sortBy: FileSortField; order: SortOrder }) => {
    void sortCache.save(rememberSort(sortCache.value, { key: path, ...next }));
  };
  const sortByColumn = (field: FileSortField) =>
    setSort({ sortBy: field, order: sort.sortBy === field && sort.order === 'asc' ? 'desc' : 'asc' });
  const savePrefs = (next: ViewPrefs) => {
    setLocalPrefs(next);
    void prefsKv.save(next);
  };

  const { open: openItem, preview } = useOpenEntry(pages, openFolder);

  const selectedItems = () => pages.items(sortedIndices(selection));

  const { copyOrCut, paste, canPaste } = useClipboardActions({ path, canWrite, selectedItems });

  const remove = async () => {
    if (!canWrite) return;
    const items = await selectedItems();
    if (items.some((item) => item.is_sys)) return;
    if (await operations.remove(items, permanentDelete)) setSelection(EMPTY_SELECTION);
  };

  const startRename = () => {
    if (!canWrite || selection.indices.size !== 1) return;
    const index = focusOf(selection);
    if (pages.item(index)?.is_sys) return;
    setRenaming(index);
  };

  const upload = async (files: ReturnType<typeof filesFromInput>) => {
    if (files.length === 0) return;
    if (uploadCode) {
      toast.warning(codeText(uploadCode));
      return;
    }
    if (!(await uploadFiles(path, files))) toast.warning(t('fileManage.upload.notReady'));
  };

  const run = (action: MenuAction) => {
    const [first] = selectedLoaded;
    switch (action) {
      case 'open':
        if (first) openItem(first, focusOf(selection));
        break;
      case 'download':
        void selectedItems().then(
          (items) => items.length > 0 && startDownload(items.map((item) => item.path)),
        );
        break;
      case 'rename':
        startRename();
        break;
      case 'copy':
      case 'cut':
        void copyOrCut(action);
        break;
      case 'paste':
        void paste();
        break;
      case 'delete':
        void remove();
        break;
      case 'share':
        if (first) openShare(first.path);
        break;
      case 'properties':
        if (first) setProperties(first.path);
        break;
      case 'newFolder':
        if (canWrite) setNewFolder(true);
        break;
      case 'uploadFiles':
        filesInput.current?.click();
        break;
      case 'uploadFolder':
        folderInput.current?.click();
        break;
      case 'selectAll':
        setSelection(selectAll(total));
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (renaming !== null || event.target instanceof HTMLInputElement) return;
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case 'open': {
        if (selection.indices.size !== 1) return;
        const index = focusOf(selection);
        const item = pages.item(index);
        if (item) openItem(item, index);
        return;
      }
      case 'delete':
        return run('delete');
      case 'rename':
        return startRename();
      case 'selectAll':
        return setSelection(selectAll(total));
      case 'copy':
      case 'cut':
        return void copyOrCut(action);
      case 'paste':
        return void paste();
      case 'up':
        return goUp();
      case 'clear':
        return setSelection(EMPTY_SELECTION);
      case 'next':
      case 'previous':
      case 'extendNext':
      case 'extendPrevious': {
        const step = action === 'next' || action === 'extendNext' ? 1 : -1;
        const next = stepSelection(selection, step, total, action.startsWith('extend'));
        setSelection(next);
        if (next.indices.size > 0) setFocus(step > 0 ? Math.max(...next.indices) : Math.min(...next.indices));
        return;
      }
    }
  };

  const handlers: EntryHandlers = {
    click: (index, event: MouseEvent) => {
      container.current?.focus();
      setSelection(
        clickRow(selection, index, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey }),
      );
    },
    open: (index) => {
      const item = pages.item(index);
      if (item) openItem(item, index);
    },
    contextMenu: (index) => {
      rowMenu.current = true;
      setSelection(contextRow(selection, index));
    },
    dragStart: (index, event: DragEvent) => {
      const current = selection.indices.has(index)
        ? selection
        : clickRow(selection, index, { toggle: false, range: false });
      setSelection(current);
      const indices = sortedIndices(current);
      startFileDrag({ from: path, items: () => pages.items(indices) });
      event.dataTransfer.setData(FILE_DRAG_TYPE, path);
      event.dataTransfer.effectAllowed = 'copyMove';
    },
    dragEnd: () => {
      drops.clearDropTarget();
      endFileDrag();
    },
    dragOver: drops.onRowDragOver,
    drop: drops.onRowDrop,
    renameDone: (index, name) => {
      setRenaming(null);
      const item = pages.item(index);
      if (item && name !== null) void operations.rename(item.path, name);
    },
    select: (next) => {
      container.current?.focus();
      setSelection(next);
    },
  };

  const facts = {
    selected: selectedLoaded,
    selectedCount: menuOnRow ? selection.indices.size : 0,
    canWrite,
    canUpload: uploadCode === null,
    canPaste,
    canShare: !permanentDelete && !aboveRoots,
  };
  const menu = useMemo(
    () =>
      menuActions(facts).map(({ action, disabled }) => ({
        key: action,
        disabled,
        label: <span data-testid={`fm-menu-${action}`}>{t(`fileManage.menu.${action}`)}</span>,
        danger: action === 'delete',
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      facts.selectedCount,
      facts.canWrite,
      facts.canUpload,
      facts.canPaste,
      facts.canShare,
      selectedLoaded.length,
      version,
      t,
    ],
  );

  const block = poolBlock(dirTop.data?.pool);
  if (block === 'none' || pages.error?.code === Code.fileNoPool) return <NoPoolState />;
  if (dirTop.data?.pool && block === 'unusable') return <PoolUnusableState pool={dirTop.data.pool} />;

  const content = () => {
    if (pages.error && !pages.loaded) {
      return (
        <Result
          className="fm-state"
          status="error"
          data-testid="fm-load-error"
          title={t('fileManage.loadFailed')}
          subTitle={pages.error.message}
          extra={<Button onClick={reload}>{t('fileManage.retry')}</Button>}
        />
      );
    }
    if (!pages.loaded) return <Spin className="fm-state" data-testid="fm-loading" />;
    if (total === 0) {
      return (
        <Empty
          className="fm-state"
          data-testid="fm-empty"
          description={filter ? t('fileManage.emptyFilter', { filter }) : t('fileManage.empty')}
        />
      );
    }
    const viewProps = {
      pages,
      version,
      total,
      selection,
      renaming,
      dropTarget: drops.dropTarget,
      handlers,
      focus,
    };
    return prefs.view === 'grid' ? (
      <FileGridView {...viewProps} />
    ) : (
      <FileListView {...viewProps} sort={sort} onSort={sortByColumn} />
    );
  };

  return (
    <div className="fm-folder" data-testid="fm-folder" data-path={path}>
      <FolderToolbar
        path={path}
        dirTop={dirTop.data}
        canGoUp={upPath !== null}
        writeRefusal={writeRefusal}
        uploadRefusal={uploadText}
        filter={filterText}
        view={prefs.view}
        showHidden={prefs.showHidden}
        sort={sort}
        onBack={() => void navigate(-1)}
        onUp={goUp}
        onOpen={openFolder}
        onRefresh={() => {
          reload();
          void dirTop.refetch();
        }}
        onNewFolder={() => setNewFolder(true)}
        onUpload={(folder) => (folder ? folderInput : filesInput).current?.click()}
        onFilter={setFilterText}
        onView={(view) => savePrefs({ ...prefs, view })}
        onShowHidden={(showHidden) => savePrefs({ ...prefs, showHidden })}
        onSort={setSort}
      />
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: menu,
          onClick: ({ key }) => {
            // The keys go on working on the list after a menu choice.
            container.current?.focus();
            run(key as MenuAction);
          },
        }}
        onOpenChange={(open) => {
          if (!open) return;
          setMenuOnRow(rowMenu.current);
          if (!rowMenu.current) setSelection(EMPTY_SELECTION);
          rowMenu.current = false;
        }}
      >
        <div
          ref={container}
          className={`fm-area${drops.osDrag && !drops.osDropRow ? ' fm-area-drop' : ''}`}
          tabIndex={0}
          data-testid="fm-area"
          onKeyDown={onKeyDown}
          onClick={(event) => {
            // A click on the blank part of the list, not on a row, clears the selection.
            if (!(event.target as HTMLElement).closest('[data-index], .fm-list-head'))
              setSelection(EMPTY_SELECTION);
          }}
          onDragOver={drops.onAreaDragOver}
          onDragLeave={drops.onAreaDragLeave}
          onDrop={drops.onAreaDrop}
        >
          {content()}
          {drops.osDrag && (
            <div className="fm-drop-note" data-testid="fm-drop-note">
              {drops.osDropRow
                ? t('fileManage.upload.dropInto', { name: nameOf(drops.osDropRow) })
                : (uploadText ?? t('fileManage.upload.dropHere'))}
            </div>
          )}
        </div>
      </Dropdown>
      <StatusBar path={path} total={pages.total} selected={selection.indices.size} />
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        data-testid="fm-upload-files-input"
        onChange={(event) => {
          if (event.target.files) void upload(filesFromInput(event.target.files));
          event.target.value = '';
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        data-testid="fm-upload-folder-input"
        {...{ webkitdirectory: '' }}
        onChange={(event) => {
          if (event.target.files) void upload(filesFromInput(event.target.files));
          event.target.value = '';
        }}
      />
      {newFolder && (
        <NameDialog
          title={t('fileManage.toolbar.newFolder')}
          initial={t('fileManage.newFolderName')}
          onDone={async (name) => {
            if (name === null) {
              setNewFolder(false);
              return true;
            }
            const created = await operations.mkdir(path, name);
            if (created) setNewFolder(false);
            return created !== null;
          }}
        />
      )}
      {preview}
      {properties && <PropertiesDialog path={properties} onClose={() => setProperties(null)} />}
    </div>
  );
}
