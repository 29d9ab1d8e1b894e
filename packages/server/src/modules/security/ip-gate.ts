import { addressHex, isConsoleAddress } from '@coffer/contract';
import { IpRangeSet } from './ip-range-set.js';
import type { ActiveRange } from './ip-lists-store.js';

/** Verdicts remembered per address text, so a busy client costs one map lookup per request. */
const VERDICT_CACHE_MAX = 4096;

export type GateVerdict = 'admit' | 'blocked' | 'not-allowed';

export interface GateSource {
  activeAllow(): ActiveRange[];
  activeBlock(): ActiveRange[];
}

/**
 * Decides, before anything else runs, whether an address may use the device: refused when a locked
 * block entry holds it, or when the allow list has entries and none holds it (the console aside).
 * Built from the store on every change (`reload`); automatic blocks run out on their own, so the
 * gate reloads itself once the earliest expiry has passed (`onExpiry` first removes what ran out).
 */
export class IpGate {
  private allow = new IpRangeSet([]);
  private block = new IpRangeSet([]);
  private nextExpiry = Infinity;
  private readonly verdicts = new Map<string, GateVerdict>();
  private readonly reloadListeners = new Set<() => void>();

  constructor(
    private readonly source: GateSource,
    private readonly onExpiry: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.reload();
  }

  reload(): void {
    const block = this.source.activeBlock();
    this.allow = new IpRangeSet(this.source.activeAllow());
    this.block = new IpRangeSet(block);
    this.nextExpiry = block.reduce(
      (earliest, range) => (range.expiresAt > 0 && range.expiresAt < earliest ? range.expiresAt : earliest),
      Infinity,
    );
    this.verdicts.clear();
    for (const listener of this.reloadListeners) listener();
  }

  /** Calls `listener` after every change of the lists (e.g. to close the push sockets now refused). */
  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
  }

  verdict(address: string): GateVerdict {
    if (this.now() >= this.nextExpiry) {
      this.onExpiry();
      this.reload();
    }
    const known = this.verdicts.get(address);
    if (known !== undefined) return known;
    const verdict = this.decide(address);
    if (this.verdicts.size >= VERDICT_CACHE_MAX) this.verdicts.clear();
    this.verdicts.set(address, verdict);
    return verdict;
  }

  private decide(address: string): GateVerdict {
    const hex = addressHex(address);
    // A socket always reports an address; anything else is not one of ours to admit.
    if (hex === null) return this.allow.isEmpty && this.block.isEmpty ? 'admit' : 'not-allowed';
    if (isConsoleAddress(hex)) return 'admit';
    if (this.block.holds(hex)) return 'blocked';
    if (!this.allow.isEmpty && !this.allow.holds(hex)) return 'not-allowed';
    return 'admit';
  }
}
