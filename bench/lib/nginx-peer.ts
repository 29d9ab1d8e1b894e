/**
 * nginx as a benchmark's peer: Debian's package (installed on first use when running as root, as
 * scripts/lib/ensure-system.sh does for the daemon's tools), started as this run's own process with
 * a config of its own on a free port, stopped by its PID.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopProcess } from '../../scripts/lib/daemon.js';

const NGINX = '/usr/sbin/nginx';

export interface NginxPeer {
  baseURL: string;
  /** Its one process (no master process): what a benchmark charges its CPU time to. */
  pid: number;
  stop(): Promise<void>;
}

function ensureNginx(): void {
  if (spawnSync(NGINX, ['-v']).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install nginx-light');
  console.log('installing nginx-light (first use)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error('apt-get install nginx-light failed');
}

/** nginx serving `root` with `locations` (nginx directives inside `location / { … }`). */
export async function startNginx(root: string, locations: string): Promise<NginxPeer> {
  ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'coffer-bench-nginx-'));
  const port = await freePort();
  const temp = (name: string) => join(dir, name);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { ${locations} }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child, 10_000);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${baseURL}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) {
      await stop();
      throw new Error('nginx did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { baseURL, pid: child.pid!, stop };
}
