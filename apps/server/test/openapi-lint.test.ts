import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@burrow/contract/openapi-document';

const root = path.resolve(import.meta.dirname, '../../..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly's recommended rules over the generated document (repository's redocly.yaml). */
describe('redocly lint of the OpenAPI document', () => {
  it('finds no problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(
      file,
      JSON.stringify(
        openApiDocument({
          version: '0.1.0',
          serverUrl: 'https://burrow.example',
          sessionCookieName: '__Host-burrow_session',
        }),
      ),
    );
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (error) {
      // It exits non-zero when it found errors; the JSON report is still on standard output.
      output = String((error as { stdout?: string }).stdout ?? '');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const { problems } = JSON.parse(output) as { problems: LintProblem[] };
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`),
    ).toEqual([]);
  });
});
