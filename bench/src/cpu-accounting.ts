import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Where a phase's CPU time went, per operation (an order, a request, a renewal): the Node
 * process under measurement, PostgreSQL's processes, the bench's own load generator and
 * everything else on the machine. A throughput figure alone cannot say whether a budget is
 * out of reach on these cores; the CPU each operation costs can (issue 18 asks for the floor
 * when a budget is not reachable): one Node process cannot serve more than 1,000 ms of its
 * CPU per second, and the machine cannot serve more than its cores' worth.
 */
export interface CpuPerOperation {
  operations: number;
  /** CPU milliseconds per operation. */
  appMs: number;
  databaseMs: number;
  loadGeneratorMs: number;
  otherMs: number;
  cores: number;
  /** Operations/s if the Node process's CPU were the only limit (its one event loop). */
  appCeilingPerSecond: number;
  /** Operations/s if the app and its database had every core (the load generated elsewhere). */
  machineCeilingPerSecond: number;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process, in ms; 0 once it has exited. */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Each running PostgreSQL process (postmaster, backends, background workers) and its CPU. */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    cpu.set(Number(entry), processCpuMs(Number(entry)));
  }
  return cpu;
}

/** CPU time every core spent busy (not idle or waiting on I/O), in ms. */
function machineBusyMs(): number {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = (line ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const ticks = [user, nice, system, irq, softirq, steal].reduce<number>(
    (sum, value) => sum + (value ?? 0),
    0,
  );
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function selfCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

export interface CpuMeter {
  /** The phase is over: its CPU per operation. */
  stop(operations: number): CpuPerOperation;
}

/**
 * Starts counting. `appPid` is the server's process; without it the app is this process (the
 * billing run, which the bench calls in-process), and no load generator is counted apart.
 * On Linux only; elsewhere the meter is absent (undefined).
 */
export function startCpuMeter(appPid?: number): CpuMeter | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const appStart = appPid === undefined ? selfCpuMs() : processCpuMs(appPid);
  const selfStart = selfCpuMs();
  const databaseStart = postgresCpu();
  const machineStart = machineBusyMs();
  return {
    stop(operations) {
      const app = (appPid === undefined ? selfCpuMs() : processCpuMs(appPid)) - appStart;
      const loadGenerator = appPid === undefined ? 0 : selfCpuMs() - selfStart;
      // A backend started during the phase counts from zero; one that ended is lost (the
      // pools keep their connections through a phase, so that is rare).
      let database = 0;
      for (const [pid, cpu] of postgresCpu()) database += cpu - (databaseStart.get(pid) ?? 0);
      const machine = machineBusyMs() - machineStart;
      const per = (value: number) => (operations > 0 ? value / operations : Number.NaN);
      const cores = os.availableParallelism();
      return {
        operations,
        appMs: per(app),
        databaseMs: per(database),
        loadGeneratorMs: per(loadGenerator),
        otherMs: per(Math.max(0, machine - app - database - loadGenerator)),
        cores,
        appCeilingPerSecond: 1000 / per(app),
        machineCeilingPerSecond: (cores * 1000) / per(app + database),
      };
    },
  };
}
