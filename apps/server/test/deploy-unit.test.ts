/**
 * deploy/parca-b2b.service (docs/operations.md#systemd): systemd's own check where the machine has it, and on every
 * machine the keys the stop and the hardening rely on.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRACE_MS } from '../src/lib/shutdown.ts';

const deployDir = path.resolve(import.meta.dirname, '../../../deploy');
const unitText = fs.readFileSync(path.join(deployDir, 'parca-b2b.service'), 'utf8');
const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));

/** `Key=value` lines by section; a key given twice keeps its last value, as systemd reads it. */
function parseUnit(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const section = line.match(/^\[(\w+)\]$/);
    if (section) current = sections[section[1]] ??= {};
    else if (current) {
      const eq = line.indexOf('=');
      current[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  return sections;
}

describe('the systemd unit', () => {
  const unit = parseUnit(unitText);

  it('runs the server as npm run serve does, stops it with SIGTERM and waits past the grace time', () => {
    const service = unit.Service;
    const serve = JSON.parse(fs.readFileSync(path.resolve(deployDir, '../package.json'), 'utf8')).scripts.serve;
    expect(service.ExecStart).toBe(serve.replace(/^node /, '/usr/bin/node '));
    expect(service).toMatchObject({
      User: 'parca',
      WorkingDirectory: '/opt/parca-b2b',
      EnvironmentFile: '/etc/parca-b2b/parca-b2b.env',
      Restart: 'on-failure',
      KillSignal: 'SIGTERM',
      NoNewPrivileges: 'true',
      ProtectSystem: 'strict',
    });
    // The server's own stop gives up 5 s after the grace time; systemd must not SIGKILL it before.
    expect(Number(service.TimeoutStopSec)).toBeGreaterThan(GRACE_MS / 1000 + 5);
    const env = fs.readFileSync(path.join(deployDir, 'parca-b2b.env'), 'utf8');
    const dataDir = env.match(/^DATA_DIR=(.+)$/m)?.[1];
    expect(service.ReadWritePaths.split(' ')).toContain(dataDir);
    expect(unit.Install.WantedBy).toBe('multi-user.target');
  });

  it.runIf(systemdAnalyze)('passes systemd-analyze verify without a warning', () => {
    // Checked with this machine's node, wherever it is installed.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parca-unit-'));
    const copy = path.join(dir, 'parca-b2b.service');
    fs.writeFileSync(copy, unitText.replace('ExecStart=/usr/bin/node', `ExecStart=${process.execPath}`));
    const result = spawnSync(systemdAnalyze as string, ['verify', copy], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });
});
