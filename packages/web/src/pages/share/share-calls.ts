import { shareCheck, shareInfo, sharePublicList } from '@coffer/contract/calls/shares';
import { call } from '../../api/client';

// The page shows every refusal itself: no toast.
const QUIET = { toast: false } as const;

export const fetchShareInfo = (id: string) => call(shareInfo, { id }, QUIET);
export const checkShareCode = (id: string, code: string) => call(shareCheck, { id, code }, QUIET);
export const listShare = (id: string, ticket: string, path: string) =>
  call(sharePublicList, { id, ticket, path, limit: 1000 }, QUIET);

const ticketKey = (id: string) => `coffer.share.${id}`;

/** The ticket of a link survives a reload of the page, not the tab. */
export const storedTicket = (id: string) => sessionStorage.getItem(ticketKey(id));
export const storeTicket = (id: string, ticket: string) => sessionStorage.setItem(ticketKey(id), ticket);
export const forgetTicket = (id: string) => sessionStorage.removeItem(ticketKey(id));
