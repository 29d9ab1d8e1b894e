import { stdin, stdout } from 'node:process';

/**
 * Reads a password without echo at a terminal, asking twice; from a pipe it takes the first line.
 * Never from the command line, where it would land in the shell history and the process list.
 */
export async function readPassword(): Promise<string> {
  if (!stdin.isTTY) return (await readAll()).split(/\r?\n/)[0] ?? '';
  const first = await promptHidden('New password: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

async function readAll(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += String(chunk);
  return text;
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', onData);
  });
}
