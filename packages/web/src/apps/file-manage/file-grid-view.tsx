import { useEffect, useRef, useState } from 'react';
import { usePagedRows } from '../../shell/files/use-paged-rows';
import { ShareAltOutlined } from '@ant-design/icons';
import { hasThumbnail, type FileItem } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { FileIcon } from '../../shell/files/file-icon';
import { FTYPE } from '../../shell/files/file-kinds';
import { thumbUrl } from './file-urls';
import { rowClass, type FileViewProps } from './file-list-view';
import { useCutPaths } from './file-clipboard';
import { MarqueeBox } from './marquee-box';
import { RenameInput } from './rename-input';
import { useMarquee } from './use-marquee';

const TILE_WIDTH = 124;
const TILE_HEIGHT = 132;
/** A tile's drawn height (the rest of its row is the gap to the next row; see .fm-tile). */
const TILE_DRAWN_HEIGHT = 124;

/** The grid view: tiles with image thumbnails, virtualised by rows of tiles. */
export function FileGridView(props: FileViewProps) {
  const { pages, total, selection, renaming, dropTarget, handlers, focus } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor(width / TILE_WIDTH));
  const { virtual, rows } = usePagedRows({
    scroller,
    total,
    pages,
    rowHeight: TILE_HEIGHT,
    overscan: 3,
    perRow: columns,
  });
  useEffect(() => {
    if (focus !== null) virtual.scrollToIndex(Math.floor(focus / columns), { align: 'auto' });
  }, [focus, columns, virtual]);
  const cut = useCutPaths();
  const marquee = useMarquee({
    scroller,
    layout: {
      total,
      rowHeight: TILE_HEIGHT,
      columns,
      columnPitch: TILE_WIDTH,
      cellWidth: TILE_WIDTH - 8,
      cellHeight: TILE_DRAWN_HEIGHT,
    },
    selection,
    onSelect: handlers.select,
  });

  return (
    <div
      className="fm-grid"
      ref={scroller}
      data-testid="fm-grid"
      role="grid"
      aria-rowcount={total}
      onMouseDown={marquee.onMouseDown}
    >
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        <MarqueeBox box={marquee.box} />
        {rows.map((row) => (
          <div
            key={row.key}
            className="fm-grid-row"
            style={{ transform: `translateY(${row.start}px)`, height: TILE_HEIGHT }}
          >
            {Array.from({ length: columns }, (_, column) => row.index * columns + column)
              .filter((index) => index < total)
              .map((index) => {
                const item = pages.item(index);
                const selected = selection.indices.has(index);
                return (
                  <div
                    key={index}
                    role="gridcell"
                    aria-selected={selected}
                    className={`${rowClass(selected, item, dropTarget, cut)} fm-tile`}
                    style={{ width: TILE_WIDTH - 8 }}
                    data-testid={item ? 'fm-row' : 'fm-row-loading'}
                    data-name={item?.name}
                    data-index={index}
                    draggable={item !== undefined && renaming !== index}
                    onClick={(event) => handlers.click(index, event)}
                    onDoubleClick={() => handlers.open(index)}
                    onContextMenu={() => handlers.contextMenu(index)}
                    onDragStart={(event) => handlers.dragStart(index, event)}
                    onDragEnd={handlers.dragEnd}
                    onDragOver={(event) => item && handlers.dragOver(item, event)}
                    onDrop={(event) => item && handlers.drop(item, event)}
                  >
                    {item && (
                      <Tile
                        item={item}
                        renaming={renaming === index}
                        onRenamed={(name) => handlers.renameDone(index, name)}
                      />
                    )}
                  </div>
                );
              })}
          </div>
        ))}
      </div>
    </div>
  );
}

function Tile({
  item,
  renaming,
  onRenamed,
}: {
  item: FileItem;
  renaming: boolean;
  onRenamed: (name: string | null) => void;
}) {
  const { t } = useTranslation();
  const [thumbFailed, setThumbFailed] = useState(false);
  return (
    <>
      <div className="fm-tile-picture">
        {item.ftype === FTYPE.image && !item.is_dir && hasThumbnail(item.name) && !thumbFailed ? (
          <img
            src={thumbUrl(item.path, 's', item.mtime)}
            alt=""
            loading="lazy"
            draggable={false}
            onError={() => setThumbFailed(true)}
          />
        ) : (
          <FileIcon item={item} large />
        )}
        {item.nshare && (
          <ShareAltOutlined
            className="fm-share-badge"
            title={t('fileManage.shared')}
            data-testid="fm-share-badge"
          />
        )}
      </div>
      {renaming ? (
        <RenameInput name={item.name} onDone={onRenamed} />
      ) : (
        <span className="fm-tile-name" title={item.name}>
          {item.name}
        </span>
      )}
    </>
  );
}
