import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*'],
    // Two files at a time even on two cores (the default would be one): most storage and daemon
    // tests wait on btrfs, loop devices and child processes, and each keeps to its own data
    // directory, devices and port, so two side by side halve the suite's time.
    maxWorkers: 2,
  },
});
