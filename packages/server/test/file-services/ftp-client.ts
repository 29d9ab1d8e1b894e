/**
 * A bare FTP control connection for sending paths exactly as given (curl would normalise or encode
 * them): commands go out as raw bytes, replies are read whole (multi-line ones included), and a
 * listing is read over a passive data connection.
 */
import { connect, type Socket } from 'node:net';

export interface FtpReply {
  code: number;
  text: string;
}

export class FtpControl {
  private buffer = '';
  private readonly replies: FtpReply[] = [];
  private waiting: ((reply: FtpReply) => void) | undefined;

  /** How long a reply may take. */
  timeoutMs = 15_000;

  /** Resolves when the server (or this side) closes the connection. */
  readonly ended: Promise<void>;

  private constructor(private readonly socket: Socket) {
    this.ended = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.drain();
    });
  }

  /** A control connection; `localAddress` sends it from another loopback address (127.0.0.2, say). */
  static async open(port: number, host = '127.0.0.1', localAddress?: string): Promise<FtpControl> {
    const socket = connect({ port, host, localAddress });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const control = new FtpControl(socket);
    await control.reply();
    return control;
  }

  async signIn(user: string, password: string): Promise<FtpReply> {
    await this.send(`USER ${user}`);
    return this.send(`PASS ${password}`);
  }

  /** Sends one command (its text as UTF-8 bytes) and answers its reply. */
  async send(command: string): Promise<FtpReply> {
    this.socket.write(Buffer.concat([Buffer.from(command, 'utf8'), Buffer.from('\r\n')]));
    return this.reply();
  }

  /**
   * A command whose argument may hold CR or LF, which FTP reads as more than one command: a `NOOP`
   * follows, and every reply up to the NOOP's is answered.
   */
  async sendAll(command: string): Promise<FtpReply[]> {
    this.socket.write(Buffer.concat([Buffer.from(command, 'utf8'), Buffer.from('\r\nNOOP\r\n')]));
    const replies: FtpReply[] = [];
    for (;;) {
      const reply = await this.reply();
      replies.push(reply);
      if (reply.code === 200 && /NOOP|zzz/i.test(reply.text)) return replies;
    }
  }

  /** `LIST <path>` over a passive connection: the reply and what the data connection carried. */
  async list(path: string): Promise<{ reply: FtpReply; data: string }> {
    const pasv = await this.send('PASV');
    const numbers = /\((\d+),(\d+),(\d+),(\d+),(\d+),(\d+)\)/.exec(pasv.text);
    if (!numbers) throw new Error(`no passive port: ${pasv.text}`);
    const port = Number(numbers[5]) * 256 + Number(numbers[6]);
    const data = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((resolve) => {
      data.on('data', (chunk: Buffer) => chunks.push(chunk));
      data.on('close', () => resolve());
      data.on('error', () => resolve());
    });
    const first = await this.send(`LIST -a ${path}`);
    if (first.code >= 400) {
      data.destroy();
      return { reply: first, data: '' };
    }
    await closed;
    const reply = await this.reply();
    return { reply, data: Buffer.concat(chunks).toString('utf8') };
  }

  close(): void {
    this.socket.destroy();
  }

  private reply(): Promise<FtpReply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no FTP reply in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      this.waiting = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
    });
  }

  private drain(): void {
    for (;;) {
      const reply = this.takeReply();
      if (!reply) return;
      const waiting = this.waiting;
      this.waiting = undefined;
      if (waiting) waiting(reply);
      else this.replies.push(reply);
    }
  }

  /** One whole reply off the buffer: `ddd text` or `ddd-…` lines up to `ddd text`. */
  private takeReply(): FtpReply | null {
    const lines: string[] = [];
    let at = 0;
    for (;;) {
      const end = this.buffer.indexOf('\r\n', at);
      if (end < 0) return null;
      const line = this.buffer.slice(at, end);
      lines.push(line);
      at = end + 2;
      const first = lines[0]!;
      const code = first.slice(0, 3);
      if (lines.length === 1 && first[3] !== '-') break;
      if (lines.length > 1 && line.startsWith(`${code} `)) break;
    }
    this.buffer = this.buffer.slice(at);
    return { code: Number(lines[0]!.slice(0, 3)), text: lines.join('\n') };
  }
}
