import { spawn, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

/** A body at least this long goes through the kernel; a shorter one costs less than the child. */
export const KERNEL_SEND_FROM_BYTES = 32 * 1024 * 1024;
/** Children at once; a download past these is copied by the daemon as before. */
const MAX_CHILDREN = 8;
/** Debian's python3: found without a shell or a version manager's shim, in a few milliseconds. */
const PYTHON = '/usr/bin/python3';

/**
 * sendfile(2) from the file to the socket (fd 1), waiting while the socket is full, since the
 * daemon's socket is non-blocking and the child shares it. Exits 0 when all is sent, 2 when the
 * client left, 3 when the file is shorter than asked, 4 when the client took nothing for a minute,
 * 5 when the file's file system cannot send (nothing was sent).
 */
const SEND_SCRIPT = `
import errno, os, select, sys
offset, count = int(sys.argv[2]), int(sys.argv[3])
source = os.open(sys.argv[1], os.O_RDONLY)
writable = select.poll()
writable.register(1, select.POLLOUT)
first = offset
while count > 0:
    try:
        sent = os.sendfile(1, source, offset, min(count, 1 << 30))
    except BlockingIOError:
        if not writable.poll(60000):
            sys.exit(4)
        continue
    except OSError as error:
        unsupported = error.errno in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP)
        sys.exit(5 if unsupported and offset == first else 2)
    if sent == 0:
        sys.exit(3)
    offset += sent
    count -= sent
`;

/** The child's exit code when the file's file system cannot send: the daemon copies instead. */
const UNSUPPORTED = 5;

/** Each send under way, with its exit. */
const running = new Map<ChildProcess, Promise<number | null>>();

/**
 * Ends every send under way and waits for the children to exit: a power-off detaches the bays next,
 * and a child still holding a file open would keep its pool mounted.
 */
export async function endKernelSends(): Promise<void> {
  for (const child of running.keys()) child.kill('SIGKILL');
  await Promise.all(running.values());
}

/**
 * Sends `length` bytes of a file from `offset` as the body of a response whose head is written,
 * with the kernel's sendfile, and ends the response. Node has no sendfile: copying through the
 * daemon's buffers costs a core that a large download on a small NAS needs (bench/webdav-get.ts),
 * so a short-lived python3 child gets a copy of the plain TCP socket and sends the bytes itself.
 *
 * `unavailable`: nothing of the body was sent (a TLS socket, too many children, no python3, a file
 * system that cannot send), and the caller copies the body itself. `gone`: the client left or the
 * file was cut short, and the response is destroyed.
 */
export async function sendThroughKernel(
  response: ServerResponse,
  path: string,
  offset: number,
  length: number,
): Promise<'sent' | 'gone' | 'unavailable'> {
  // A request read while the connection's previous answer was still ending waits for the socket.
  if (!response.socket && !response.destroyed) await untilOrClosed(response, response, 'socket');
  const socket = response.socket;
  if (!(socket instanceof Socket) || socket instanceof TLSSocket || running.size >= MAX_CHILDREN) {
    return 'unavailable';
  }
  response.flushHeaders();
  // The head must be on the wire before the child writes after it.
  if (socket.writableLength > 0) await untilOrClosed(response, socket, 'drain');
  if (response.destroyed) return 'gone';
  const child = spawn(PYTHON, ['-I', '-S', '-c', SEND_SCRIPT, path, String(offset), String(length)], {
    stdio: ['ignore', socket, 'ignore'],
  });
  // A later error (a kill that fails) must not go unheard: an unheard 'error' ends the daemon.
  child.on('error', () => undefined);
  const started = new Promise<boolean>((resolve) => {
    child.once('spawn', () => resolve(true));
    child.once('error', () => resolve(false));
  });
  // A child that could not start has no exit to wait for.
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    void started.then((ok) => ok || resolve(null));
  });
  running.set(child, exited);
  try {
    if (!(await started)) return 'unavailable';
    const leave = () => child.kill('SIGKILL');
    response.once('close', leave);
    if (response.destroyed) leave();
    const code = await exited;
    response.off('close', leave);
    // Node stops reading a socket it hands to a child; the connection's next request needs it back.
    if (!socket.destroyed) socket.resume();
    if (code === 0 && !response.destroyed) {
      response.end();
      return 'sent';
    }
    if (code === UNSUPPORTED && !response.destroyed) return 'unavailable';
    response.destroy();
    return 'gone';
  } finally {
    running.delete(child);
  }
}

/** Waits for `event` on `emitter`, or for the response to close (the client left meanwhile). */
function untilOrClosed(response: ServerResponse, emitter: EventEmitter, event: string): Promise<unknown> {
  return new Promise((resolve) => {
    emitter.once(event, resolve);
    response.once('close', resolve);
  });
}
