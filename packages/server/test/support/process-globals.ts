/**
 * Run after each test file (vitest setupFiles). The storage run keeps one process for all its files
 * (`--no-isolate`, scripts/test), so where a device records its commands, set for the whole process,
 * must not outlive the file whose device set it and removed its data directory.
 */
import { afterAll } from 'vitest';
import { setChildRecords } from '../../src/platform/exec.js';

afterAll(() => {
  setChildRecords(undefined);
});
