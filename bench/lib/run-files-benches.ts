/**
 * `npm run bench:files`: every `bench/files-*.ts` in turn (listing, downloads, uploads…), each a
 * process of its own; exits 1 when any of them failed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readdirSync(benchDir)
  .filter((name) => /^files-.*\.ts$/.test(name))
  .sort();
const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(benchDir, file), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: join(benchDir, '..'),
    },
  );
  if (run.status !== 0) failed.push(file);
}
console.log(failed.length === 0 ? '\nbench:files: all PASS' : `\nbench:files: FAIL in ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
