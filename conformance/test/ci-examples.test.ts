/**
 * The example CI jobs in conformance/examples/ that backend teams copy: GitHub's own
 * workflow parser (the schema Actions applies) accepts the GitHub one, and the kit command
 * in each example uses options the kit's CLI accepts, so the examples cannot drift from it.
 */
import fs from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseArgs } from '../cli.ts';

const read = (name: string) =>
  fs.readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8');

function workflowErrors(content: string): string[] {
  const result = parseWorkflow({ name: 'conformance.yml', content }, new NoOperationTraceWriter());
  return result.context.errors.getErrors().map((e) => e.message);
}

/** The kit's command line in a script, its `${{ … }}` and `$VAR` values filled in. */
function kitArgs(script: string): string[] {
  const line = script.replace(/\s+/g, ' ').match(/(?:npx |\.\/)futsal-conformance (.*)/)?.[1];
  expect(line, 'the example runs the kit').toBeDefined();
  return line!.trim().split(' ');
}

describe('the GitHub Actions example', () => {
  const content = read('github-actions.yml');

  it("is a valid workflow by GitHub's parser, which does refuse a broken one", () => {
    expect(workflowErrors(content)).toEqual([]);
    expect(workflowErrors(content.replace('runs-on:', 'runs_on:'))).not.toEqual([]);
  });

  it('waits for the server, runs the kit with options it accepts and publishes the JUnit file', () => {
    const job = (parse(content) as { jobs: Record<string, { steps: Record<string, unknown>[] }> })
      .jobs.conformance!;
    const run = job.steps.map((s) => s.run).find((r) => String(r).includes('futsal-conformance'));
    const opts = parseArgs(kitArgs(String(run)), {});
    expect(opts.waitFor).toBe('http://127.0.0.1:8080/api/articles');
    expect(opts.junit).toBe('conformance.xml');
    const publish = job.steps.find((s) =>
      String(s.uses).startsWith('mikepenz/action-junit-report'),
    );
    expect((publish?.with as Record<string, string>).report_paths).toBe(opts.junit);
  });
});

describe('the GitHub Actions example for a team without Node (the kit as one executable)', () => {
  const content = read('github-actions-executable.yml');
  type Step = Record<string, unknown>;
  const job = (parse(content) as { jobs: Record<string, { container?: string; steps: Step[] }> })
    .jobs.conformance!;
  const runs = job.steps.map((s) => (typeof s.run === 'string' ? s.run : ''));

  it("is a valid workflow by GitHub's parser, and the one docs/conformance.md shows", () => {
    expect(workflowErrors(content)).toEqual([]);
    expect(workflowErrors(content.replace('container:', 'containr:'))).not.toEqual([]);
    const docs = fs.readFileSync(new URL('../../docs/conformance.md', import.meta.url), 'utf8');
    expect(docs).toContain(`\`\`\`yaml\n${content}\`\`\``);
  });

  it('runs in an image without Node, downloads the executable and runs it with options it accepts', () => {
    expect(job.container).toMatch(/^golang:/);
    expect(job.steps.some((s) => String(s.uses).startsWith('actions/setup-node'))).toBe(false);
    expect(runs).toContain('! command -v node');
    expect(runs.join('\n')).toMatch(
      /curl -fsSL -o futsal-conformance .*\nchmod \+x futsal-conformance/,
    );
    const opts = parseArgs(kitArgs(runs.find((r) => r.includes('./futsal-conformance'))!), {});
    expect(opts.waitFor).toBe('http://127.0.0.1:8080/api/articles');
    const publish = job.steps.find((s) =>
      String(s.uses).startsWith('mikepenz/action-junit-report'),
    );
    expect((publish?.with as Record<string, string>).report_paths).toBe(opts.junit);
  });
});

describe('the GitLab CI example', () => {
  // GitLab's CI schema ships in no npm package, and no validator of it runs offline here:
  // the job is checked for what the kit and GitLab's JUnit report need.
  const job = (parse(read('gitlab-ci.yml')) as Record<string, Record<string, unknown>>)
    .conformance!;

  it('waits for the server, runs the kit with options it accepts and reports the JUnit file', () => {
    const script = (job.script as string[]).join('\n');
    const opts = parseArgs(kitArgs(script), {});
    expect(opts.waitFor).toBe('http://api:8080/api/articles');
    expect(opts.baseUrl).toBe('http://api:8080/api');
    const artifacts = job.artifacts as { when: string; reports: { junit: string } };
    expect(artifacts.reports.junit).toBe(opts.junit);
    expect(artifacts.when).toBe('always');
    expect(Object.keys(job.variables as object)).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'MEMBER_EMAIL',
      'MEMBER_PASSWORD',
    ]);
  });
});
