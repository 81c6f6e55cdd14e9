import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
}

export function describeMachine(chromePath: string): MachineDescription {
  const cpus = os.cpus();
  let chromium = 'not found';
  try {
    chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Lighthouse is then skipped; the report says so.
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium,
  };
}

/** The 1, 5 and 15 minute load averages, as the report records them next to each phase. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
