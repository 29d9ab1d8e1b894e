/**
 * Clients that poll the way open pages do: each one has its own keep-alive connection and sends one
 * request every interval, and their phases are spread evenly over one interval, so the server sees
 * a steady stream rather than every client at the same instant. Each request's latency is measured
 * from the moment it is sent to the end of its answer.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Target } from './side-by-side.js';

export interface PacedSample {
  sent: number;
  latenciesMs: number[];
  /** Answers that were not 200, not the expected body, or failed. */
  bad: number;
  /** Polls not sent because the client's previous one had not answered yet. */
  skipped: number;
  /** How late the client's timers fired, p99: the load generator's own delay, not the server's. */
  timerLagP99Ms: number;
}

export interface PacedRun {
  /** Measured window. */
  seconds: number;
  /** A first unmeasured window, so connections an idle timeout closed are open again. */
  leadInSeconds: number;
}

/** Answers equal once this part is taken out count as the same answer (e.g. an uptime). */
export type Normalize = (body: string) => string;

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export class PacedClients {
  private readonly agents: http.Agent[];
  private readonly url: URL;
  private readonly expected: string | undefined;

  constructor(
    private readonly target: Target,
    clients: number,
    private readonly intervalMs: number,
    private readonly normalize: Normalize = (body) => body,
  ) {
    this.agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    this.url = new URL(target.url);
    this.expected = target.expectBody === undefined ? undefined : normalize(target.expectBody);
  }

  async run({ seconds, leadInSeconds }: PacedRun): Promise<PacedSample> {
    const sample: PacedSample = { sent: 0, latenciesMs: [], bad: 0, skipped: 0, timerLagP99Ms: 0 };
    const lags: number[] = [];
    const start = performance.now() + 50;
    const measureFrom = start + leadInSeconds * 1000;
    const end = measureFrom + seconds * 1000;
    const clients = this.agents.map((agent, index) =>
      this.poll(agent, start + (index / this.agents.length) * this.intervalMs, {
        measureFrom,
        end,
        sample,
        lags,
      }),
    );
    await Promise.all(clients);
    sample.latenciesMs.sort((a, b) => a - b);
    sample.timerLagP99Ms = percentile(
      lags.sort((a, b) => a - b),
      0.99,
    );
    return sample;
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }

  private async poll(
    agent: http.Agent,
    first: number,
    window: { measureFrom: number; end: number; sample: PacedSample; lags: number[] },
  ): Promise<void> {
    let inFlight: Promise<void> | undefined;
    for (let due = first; due < window.end; due += this.intervalMs) {
      await sleepUntil(due);
      const measured = due >= window.measureFrom;
      if (inFlight) {
        if (measured) window.sample.skipped += 1;
        continue;
      }
      const sentAt = performance.now();
      if (measured) {
        window.lags.push(sentAt - due);
        window.sample.sent += 1;
      }
      inFlight = this.request(agent).then((ok) => {
        inFlight = undefined;
        if (!measured) return;
        window.sample.latenciesMs.push(performance.now() - sentAt);
        if (!ok) window.sample.bad += 1;
      });
    }
    await inFlight;
  }

  /** One POST; true when it answered 200 with the expected body. */
  private request(agent: http.Agent): Promise<boolean> {
    return new Promise((resolve) => {
      const request = http.request(
        this.url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(this.target.body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve(
              response.statusCode === 200 &&
                (this.expected === undefined || this.normalize(body) === this.expected),
            );
          });
          response.on('error', () => resolve(false));
        },
      );
      request.on('error', () => resolve(false));
      request.end(this.target.body);
    });
  }
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
