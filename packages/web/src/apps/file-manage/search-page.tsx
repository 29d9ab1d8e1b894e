import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, Button, Empty, Input, Typography } from 'antd';
import { CALLS, Code, type FileItem } from '@coffer/contract';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { formatDateTime, formatSize, useToast } from '../../shell/format';
import { FileIcon } from '../../shell/files/file-icon';
import { parentOf } from '../../shell/files/file-paths';
import { IDLE_SEARCH, SearchSession, type SearchCalls, type SearchState } from './search-session';
import { ROW_HEIGHT } from './file-list-view';
import { codeText } from './code-text';
import { isOsFileDrag } from './drag-state';

const SEARCH_CALLS: SearchCalls = {
  start: (keyword) => call(CALLS.fileSearchStart, { keyword }, { toast: false }),
  results: (id, from) => call(CALLS.fileSearchResults, { id, from }, { toast: false }),
  cancel: (id) => call(CALLS.fileSearchCancel, { id }, { toast: false }),
};

/** `/fileManage/search`: names across the caller's roots, results shown as they are found (no upload here). */
export function SearchPage() {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const toast = useToast();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<SearchState>(IDLE_SEARCH);
  const session = useRef<SearchSession | null>(null);
  useEffect(() => () => session.current?.stop(), []);

  const search = (text: string) => {
    session.current?.stop();
    const trimmed = text.trim();
    if (!trimmed) {
      session.current = null;
      setState(IDLE_SEARCH);
      return;
    }
    session.current = new SearchSession(SEARCH_CALLS, trimmed, setState);
    void session.current.start();
  };
  const stop = () => {
    session.current?.stop();
    setState((current) => ({ ...current, running: false }));
  };
  const open = (item: FileItem) =>
    navigate(`${base}/myFiles?path=${encodeURIComponent(item.is_dir ? item.path : parentOf(item.path))}`);

  return (
    <div
      className="fm-page fm-search"
      data-testid="fm-search"
      // UPL-07: files dropped from the operating system are not uploaded here (nor opened by the browser).
      onDragOver={(event) => isOsFileDrag(event.dataTransfer) && event.preventDefault()}
      onDrop={(event) => {
        if (!isOsFileDrag(event.dataTransfer)) return;
        event.preventDefault();
        toast.warning(codeText(Code.fileUploadNotHere));
      }}
    >
      <div className="fm-search-bar">
        <Input.Search
          autoFocus
          value={keyword}
          placeholder={t('fileManage.search.placeholder')}
          enterButton={t('fileManage.search.start')}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={search}
          data-testid="fm-search-input"
          maxLength={255}
        />
        {state.running && (
          <Button onClick={stop} data-testid="fm-search-stop">
            {t('fileManage.search.stop')}
          </Button>
        )}
      </div>
      {state.keyword && (
        <Typography.Text type="secondary" data-testid="fm-search-progress">
          {state.running
            ? t('fileManage.search.scanning', { scanned: state.scanned, count: state.items.length })
            : t('fileManage.search.done', { scanned: state.scanned, count: state.items.length })}
        </Typography.Text>
      )}
      {state.error && (
        <Alert type="error" showIcon title={`${t('fileManage.search.failed')}: ${state.error}`} />
      )}
      {!state.keyword && <Empty className="fm-state" description={t('fileManage.search.hint')} />}
      {state.keyword && !state.running && state.items.length === 0 && !state.error && (
        <Empty className="fm-state" description={t('fileManage.search.none', { keyword: state.keyword })} />
      )}
      {state.items.length > 0 && <SearchResults items={state.items} onOpen={open} />}
    </div>
  );
}

function SearchResults({ items, onOpen }: { items: readonly FileItem[]; onOpen: (item: FileItem) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are read fresh on each render; nothing here memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  return (
    <div className="fm-list-body fm-search-results" ref={scroller} data-testid="fm-search-results">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div
              key={row.key}
              className="fm-row"
              style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
              data-testid="fm-search-row"
              onDoubleClick={() => onOpen(item)}
            >
              <span className="fm-col fm-col-name">
                <FileIcon item={item} />
                <span className="fm-name" title={item.name}>
                  {item.name}
                </span>
              </span>
              <span className="fm-col fm-col-location" title={parentOf(item.path)}>
                {parentOf(item.path)}
              </span>
              <span className="fm-col fm-col-mtime">{formatDateTime(item.mtime * 1000)}</span>
              <span className="fm-col fm-col-size">{item.is_dir ? '-' : formatSize(item.size)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
