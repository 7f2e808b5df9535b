import fs from 'node:fs';

/** The whole machine's CPU time so far (Linux's /proc/stat, all cores): idle and total, in clock ticks. */
function cpuTimes() {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // idle + iowait: time no core had work.
  return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
}

/**
 * Starts a sample of the machine's CPU; `busy()` is the share of all cores that worked since, in %. Printed beside a
 * measure that a second server process should speed up: at ~100 % there was no idle core for it to use.
 */
export function cpuSample() {
  const start = cpuTimes();
  return {
    busy() {
      const end = cpuTimes();
      return 100 * (1 - (end.idle - start.idle) / Math.max(1, end.total - start.total));
    },
  };
}
