import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PORTS, type ClockMode } from '@coffer/contract';
import { parseProviderConfig, type ProviderConfig } from './modules/remote-help/provider-config.js';
import { APP_ROOT } from './app-root.js';
import type { NetworkMode } from './modules/network/network-backend.js';
import { isBaysMode, type BaysMode } from './storage/bays/default-bays.js';
import { parseRealBays, type RealBays } from './storage/bays/real-bays.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  webDir: string;
  logLevel: string;
  /** What a new data directory's bays hold at first start (docs/virtual-bays.md). */
  bays: BaysMode;
  /** Real disks assigned to bays: slot → `/dev/disk/by-id/…`. */
  realBays: RealBays;
  /**
   * What reboot and shutdown act on: `service` restarts or stops the daemon (the default); `host`
   * then also reboots or powers off the machine, for appliances (ARCHITECTURE "Power").
   */
  power: PowerMode;
  /** The local push port (spec: 8015), served besides the daemon's own port; off unless configured. */
  pushPort: number | undefined;
  /**
   * Names this run of the daemon in GET /healthcheck, so whoever started it can tell its own daemon
   * from another answering on the same port; the supervisor passes one (COFFER_BOOT_ID).
   */
  bootId?: string;
  /**
   * How often the temperature alert samples the disks (COFFER_TEMPERATURE_SAMPLE_MS, at least
   * 1000); default 5 minutes. Browser tests and demos shorten it to see a heated disk alert.
   */
  temperatureSampleMs?: number;
  /** The provider's cloud service (remote assistance); none unless configured. */
  provider?: ProviderConfig;
  /**
   * Network settings (issue 17 §2): `system` writes the machine's network configuration; `dry-run`
   * (the default, and what tests use) answers what it would write and changes nothing.
   */
  network?: NetworkMode;
  /**
   * The network interfaces DLNA announces itself and answers on (COFFER_DLNA_INTERFACES, comma
   * separated); unset: every interface but loopback. Tests pass `lo` so nothing reaches the network.
   */
  dlnaInterfaces?: string[];
  /**
   * How the time page applies a change: `dry-run` (the default, as for network and power) records
   * what it would do in `<data>/logs/clock-dry-run.jsonl` and changes nothing; `host` sets the
   * machine's zone and clock, for appliances. COFFER_CLOCK or config.json `clock`.
   */
  clock: ClockMode;
}

export type PowerMode = 'service' | 'host';

/**
 * One configuration: flags, then environment, then `<data>/config.json`, then defaults. The data
 * directory holds everything the daemon writes (ARCHITECTURE "Data directory and lifecycle").
 */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): Config {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      host: { type: 'string' },
      bays: { type: 'string' },
    },
    strict: true,
  });
  const dataDir = resolve(values.data ?? env.COFFER_DATA ?? join(APP_ROOT, 'var'));
  const file = readConfigFile(join(dataDir, 'config.json'));
  const port = Number(values.port ?? env.COFFER_PORT ?? file.port ?? PORTS.http);
  if (!isPort(port)) throw new Error(`invalid port: ${port}`);
  const bays = values.bays ?? env.COFFER_BAYS ?? file.bays ?? 'default';
  if (!isBaysMode(bays)) throw new Error(`invalid bays: ${bays} (default or none)`);
  const power = env.COFFER_POWER ?? file.power ?? 'service';
  if (power !== 'service' && power !== 'host') throw new Error(`invalid power: ${power} (service or host)`);
  const sampleMs = env.COFFER_TEMPERATURE_SAMPLE_MS;
  if (sampleMs !== undefined && !(Number.isInteger(Number(sampleMs)) && Number(sampleMs) >= 1000)) {
    throw new Error(`invalid temperature sample interval: ${sampleMs} (milliseconds, at least 1000)`);
  }
  const network = env.COFFER_NETWORK ?? file.network ?? 'dry-run';
  if (network !== 'system' && network !== 'dry-run')
    throw new Error(`invalid network: ${network} (system or dry-run)`);
  const dlnaInterfaces = parseInterfaces(env.COFFER_DLNA_INTERFACES ?? file.dlnaInterfaces);
  const clock = env.COFFER_CLOCK ?? file.clock ?? 'dry-run';
  if (clock !== 'host' && clock !== 'dry-run') throw new Error(`invalid clock: ${clock} (host or dry-run)`);
  const pushPort = env.COFFER_PUSH_PORT ?? file.pushPort;
  if (pushPort !== undefined && !isPort(Number(pushPort))) throw new Error(`invalid push port: ${pushPort}`);
  return {
    port,
    host: values.host ?? env.COFFER_HOST ?? file.host ?? '0.0.0.0',
    dataDir,
    webDir: resolve(env.COFFER_WEB_DIR ?? file.webDir ?? join(APP_ROOT, 'packages/web/dist')),
    logLevel: env.COFFER_LOG_LEVEL ?? file.logLevel ?? 'info',
    bays,
    realBays: parseRealBays(file.realBays),
    power,
    pushPort: pushPort === undefined ? undefined : Number(pushPort),
    bootId: env.COFFER_BOOT_ID || randomUUID(),
    provider: parseProviderConfig(file.provider, env),
    network,
    clock,
    ...(sampleMs === undefined ? {} : { temperatureSampleMs: Number(sampleMs) }),
    ...(dlnaInterfaces === undefined ? {} : { dlnaInterfaces }),
  };
}

function parseInterfaces(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const names = value.split(',').map((name) => name.trim());
  const bad = names.find((name) => !/^[A-Za-z0-9_.:@-]{1,15}$/.test(name));
  if (bad !== undefined) throw new Error(`invalid DLNA interface: ${bad}`);
  return names;
}

function isPort(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 65535;
}

interface ConfigFile {
  port?: number;
  host?: string;
  webDir?: string;
  logLevel?: string;
  bays?: string;
  realBays?: unknown;
  power?: string;
  pushPort?: number;
  provider?: unknown;
  network?: string;
  dlnaInterfaces?: string;
  clock?: string;
}

function readConfigFile(path: string): ConfigFile {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as ConfigFile;
}
