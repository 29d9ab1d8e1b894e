import { useEffect, useRef } from 'react';
import { usePagedRows } from '../../shell/files/use-paged-rows';
import { CaretDownOutlined, CaretUpOutlined, ShareAltOutlined } from '@ant-design/icons';
import { FILE_SORT_FIELDS, type FileItem, type FileSortField, type SortOrder } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatSize } from '../../shell/format';
import type { EntryHandlers } from './entry-handlers';
import { FileIcon } from '../../shell/files/file-icon';
import { iconKindOf } from '../../shell/files/file-kinds';
import type { FolderPages } from './folder-pages';
import { useCutPaths } from './file-clipboard';
import { MarqueeBox } from './marquee-box';
import { RenameInput } from './rename-input';
import { useMarquee } from './use-marquee';
import type { Selection } from '../../shell/files/selection';

export const ROW_HEIGHT = 36;

/** Rows span the list's width: a rubber band touches a row wherever it crosses it. */
const LIST_LAYOUT = (total: number) => ({
  total,
  rowHeight: ROW_HEIGHT,
  columns: 1,
  columnPitch: Number.MAX_SAFE_INTEGER,
  cellWidth: Number.MAX_SAFE_INTEGER,
  cellHeight: ROW_HEIGHT,
});

export interface FileViewProps {
  pages: FolderPages;
  version: number;
  total: number;
  selection: Selection;
  renaming: number | null;
  dropTarget: string | null;
  handlers: EntryHandlers;
  /** A row to bring into view (keyboard moves). */
  focus: number | null;
}

/** The list view: one virtual row per entry, pages fetched as they scroll into view. */
export function FileListView(
  props: FileViewProps & {
    sort: { sortBy: FileSortField; order: SortOrder };
    onSort: (field: FileSortField) => void;
  },
) {
  const { t } = useTranslation();
  const { pages, total, selection, renaming, dropTarget, handlers, focus, sort, onSort } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { virtual, rows } = usePagedRows({ scroller, total, pages, rowHeight: ROW_HEIGHT, overscan: 12 });
  useEffect(() => {
    if (focus !== null) virtual.scrollToIndex(focus, { align: 'auto' });
  }, [focus, virtual]);
  const cut = useCutPaths();
  const marquee = useMarquee({
    scroller,
    layout: LIST_LAYOUT(total),
    selection,
    onSelect: handlers.select,
  });

  return (
    <div className="fm-list" role="grid" aria-rowcount={total} data-testid="fm-list">
      <div className="fm-list-head" role="row">
        {FILE_SORT_FIELDS.map((field) => (
          <button
            key={field}
            type="button"
            className={`fm-col fm-col-${field}`}
            data-testid={`fm-sort-${field}`}
            onClick={() => onSort(field)}
          >
            {t(`fileManage.columns.${field}`)}
            {sort.sortBy === field && (sort.order === 'asc' ? <CaretUpOutlined /> : <CaretDownOutlined />)}
          </button>
        ))}
      </div>
      <div className="fm-list-body" ref={scroller} onMouseDown={marquee.onMouseDown}>
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          <MarqueeBox box={marquee.box} />
          {rows.map((row) => {
            const item = pages.item(row.index);
            const selected = selection.indices.has(row.index);
            return (
              <div
                key={row.key}
                role="row"
                aria-selected={selected}
                className={rowClass(selected, item, dropTarget, cut)}
                style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
                data-testid={item ? 'fm-row' : 'fm-row-loading'}
                data-name={item?.name}
                data-index={row.index}
                draggable={item !== undefined && renaming !== row.index}
                onClick={(event) => handlers.click(row.index, event)}
                onDoubleClick={() => handlers.open(row.index)}
                onContextMenu={() => handlers.contextMenu(row.index)}
                onDragStart={(event) => handlers.dragStart(row.index, event)}
                onDragEnd={handlers.dragEnd}
                onDragOver={(event) => item && handlers.dragOver(item, event)}
                onDrop={(event) => item && handlers.drop(item, event)}
              >
                {item ? (
                  <EntryCells
                    item={item}
                    renaming={renaming === row.index}
                    index={row.index}
                    handlers={handlers}
                  />
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

function EntryCells({
  item,
  renaming,
  index,
  handlers,
}: {
  item: FileItem;
  renaming: boolean;
  index: number;
  handlers: EntryHandlers;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className="fm-col fm-col-name">
        <FileIcon item={item} />
        {renaming ? (
          <RenameInput name={item.name} onDone={(name) => handlers.renameDone(index, name)} />
        ) : (
          <span className="fm-name" title={item.name}>
            {item.name}
          </span>
        )}
        {item.nshare && (
          <ShareAltOutlined
            className="fm-share-badge"
            title={t('fileManage.shared')}
            data-testid="fm-share-badge"
          />
        )}
      </span>
      <span className="fm-col fm-col-mtime">{formatDateTime(item.mtime * 1000)}</span>
      <span className="fm-col fm-col-size">{item.is_dir ? '-' : formatSize(item.size)}</span>
      <span className="fm-col fm-col-type">{t(`fileManage.kinds.${iconKindOf(item)}`)}</span>
    </>
  );
}

export function rowClass(
  selected: boolean,
  item: FileItem | undefined,
  dropTarget: string | null,
  cut: ReadonlySet<string>,
): string {
  const classes = ['fm-row'];
  if (item && cut.has(item.path)) classes.push('fm-row-cut');
  if (selected) classes.push('fm-row-selected');
  if (item && dropTarget === item.path) classes.push('fm-row-drop');
  if (item?.is_sys) classes.push('fm-row-sys');
  return classes.join(' ');
}
