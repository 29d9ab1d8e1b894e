/**
 * What one request costs with nothing queued: requests sent one after another over one keep-alive
 * connection. The difference between two targets is the per-request work one does more than the
 * other, measured without the queueing that concurrent clients add.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { median } from './bench-runner.js';
import { percentile } from './paced-clients.js';
import type { Target } from './side-by-side.js';

export interface SerialCost {
  p50Ms: number;
  p99Ms: number;
}

export async function serialCost(target: Target, requests: number): Promise<SerialCost> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  try {
    for (let index = 0; index < requests; index += 1) {
      const sentAt = performance.now();
      await send(target, agent);
      latencies.push(performance.now() - sentAt);
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: median(latencies), p99Ms: percentile(latencies, 0.99) };
}

function send(target: Target, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target.url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${target.name}: HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}
