import { useEffect, useState, useSyncExternalStore } from 'react';
import { CALLS, Code, type FileSortField, type SortOrder } from '@coffer/contract';
import { call } from '../../api/client';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { FolderPages } from './folder-pages';

export interface ListingQuery {
  path: string;
  sortBy: FileSortField;
  order: SortOrder;
  showHidden: boolean;
  filter: string;
  /** The pool holding files and whether it is usable: a change reads the folder again. */
  pool: string;
}

/** Codes the page shows in place of the rows rather than as a toast. */
const SHOWN_IN_PAGE = [
  Code.fileNoPool,
  Code.filePoolLocked,
  Code.filePoolUnavailable,
  Code.fileNotFound,
  Code.fileOutsideRoots,
  Code.fileNotDirectory,
];

function listingOf(query: ListingQuery, previous?: FolderPages): FolderPages {
  const { path, sortBy, order, showHidden, filter } = query;
  return new FolderPages(
    (offset, limit, signal) =>
      call(
        CALLS.fileList,
        { path, sortby: sortBy, order, show_hidden: showHidden, filter, offset, limit },
        { signal, toast: false, quietCodes: SHOWN_IN_PAGE },
      ),
    undefined,
    previous,
  );
}

/**
 * The open folder as pages read on demand. A new query, an explicit refresh, or a file task ending
 * (`changes`) starts a fresh listing; a refresh of the same query keeps showing the old rows until
 * the new ones come, so nothing flashes.
 */
export function useFolderListing(query: ListingQuery) {
  const changes = useTaskTracker((state) => state.changes);
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify([query.path, query.sortBy, query.order, query.showHidden, query.filter]);
  const generation = `${key}|${query.pool}|${String(changes)}|${String(reloads)}`;
  const [current, setCurrent] = useState(() => ({ key, generation, pages: listingOf(query) }));
  let { pages } = current;
  if (current.generation !== generation) {
    pages = listingOf(query, current.key === key ? current.pages : undefined);
    setCurrent({ key, generation, pages });
  }
  useEffect(() => {
    void pages.ensure(0, 0);
    return () => pages.dispose();
  }, [pages]);
  const version = useSyncExternalStore(pages.subscribe, pages.getVersion);
  return { pages, version, reload: () => setReloads((count) => count + 1) };
}
