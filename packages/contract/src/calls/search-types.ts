/** Results one search keeps before it stops (the page asks for a narrower keyword past this). */
export const SEARCH_RESULTS_MAX = 10_000;
/** Results one `fileSearchResults` answer carries at most. */
export const SEARCH_PAGE_MAX = 500;
/** A search nobody asked results of for this long is cancelled. */
export const SEARCH_IDLE_MS = 30_000;
