import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Code, SHARE_TICKET_MS } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

interface TicketBody {
  /** The link. */
  i: string;
  /** Expiry, epoch ms. */
  e: number;
  /** A fingerprint of the link's code when the ticket was given: a new code voids old tickets. */
  c: string;
}

function fingerprint(code: string): string {
  return createHash('sha256').update(code.toLowerCase()).digest('base64url').slice(0, 12);
}

/**
 * Share tickets: what a right code earns, signed with the device's ticket key (kept in the data
 * directory's secrets, `share-ticket-key.ts`, so tickets survive a restart) and bound to one link
 * and its code.
 */
export class ShareTickets {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  issue(linkId: string, code: string): { ticket: string; expireAt: number } {
    const body: TicketBody = { i: linkId, e: this.now() + SHARE_TICKET_MS, c: fingerprint(code) };
    const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
    return { ticket: `${encoded}.${this.sign(encoded)}`, expireAt: Math.floor(body.e / 1000) };
  }

  /** Throws C118007 unless the ticket was issued for this link, with its current code, and is fresh. */
  verify(ticket: string, linkId: string, code: string): void {
    const [encoded = '', signature = ''] = ticket.split('.');
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(Code.shareTicketInvalid);
    }
    let body: TicketBody;
    try {
      body = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as TicketBody;
    } catch {
      throw new AppError(Code.shareTicketInvalid);
    }
    if (body.i !== linkId || body.e <= this.now() || body.c !== fingerprint(code)) {
      throw new AppError(Code.shareTicketInvalid);
    }
  }

  private sign(encoded: string): string {
    return createHmac('sha256', this.key).update(encoded).digest('base64url');
  }
}
