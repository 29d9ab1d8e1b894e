/**
 * Run as a process of its own by a test: records its commands under the directory given as its
 * argument, like the daemon, then runs a command that leaves a second process in its group and
 * hangs, until the test kills this process with SIGKILL.
 */
import { ChildRecords } from '../../src/platform/child-records.js';
import { exec, setChildRecords } from '../../src/platform/exec.js';

setChildRecords(new ChildRecords(process.argv[2]!));
await exec('sh', ['-c', 'sleep 120 & sleep 120'], { timeoutMs: 300_000 });
