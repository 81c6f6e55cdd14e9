import fs from 'node:fs';

/**
 * What `npm test` wrote about its last run (scripts/test-all.mjs): the suite has a time
 * budget, and the bench reports it beside the other figures rather than a test asserting it.
 */
export interface SuiteTiming {
  commit: string;
  startedAt: string;
  totalSeconds: number;
  stageSeconds: Record<string, number>;
  cores: number;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  passed: number;
  failed: number;
}

/** The timing file's figures, or undefined when no `npm test` has written one there. */
export function readSuiteTiming(file: string): SuiteTiming | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SuiteTiming;
}
