/** ReviewComment: ranges, severities, suggestions, refusals with ranges, findings as events. */
import type { ReviewFinding } from '../../src/github-side/review/finding.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createReviewCommentTool,
  type ReviewableFile,
} from '../../src/github-side/review/comment-tool.js';

import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { pullFilesFromGit } from '../fakes/github-git.js';
import { removeTempDirs } from '../git/helpers.js';
import { baseParams, drain, reply, scriptedModel, testDeps, toolUse } from '../loop/helpers.js';
import { makeContext, text } from '../tools/helpers.js';
import { numbered, pullRepo } from './helpers.js';

afterAll(removeTempDirs);

function prFiles(): ReviewableFile[] {
  const repo = pullRepo(
    { 'src/a.ts': numbered(40), 'img.png': Buffer.from([0, 1, 2]) },
    {
      'src/a.ts': numbered(40).replace('line 20\n', 'line 20 new\nline 20b\nline 20c\n'),
      'img.png': Buffer.from([0, 5, 5, 0]),
    },
  );
  return pullFilesFromGit(repo.origin, 'main', 'feature').map((file) => ({
    filename: file.filename,
    ...(file.patch ? { patch: file.patch } : { binary: true }),
  }));
}

async function call(tool: ReturnType<typeof createReviewCommentTool>, input: object) {
  const context = makeContext();
  const parsed = tool.inputSchema.parse(input);
  const result = await tool.call(parsed, context);
  const findings = context.events.flatMap((event) =>
    event.type === 'host_report' && event.report.subtype === 'review_comment'
      ? [event.report.comment]
      : [],
  );
  return { result, text: text(result), findings };
}

describe('ReviewComment', () => {
  const files = prFiles();

  it('reaches the stream as the review_comment line of docs/contract.md#stream-json, byte for byte', async () => {
    const tool = createReviewCommentTool(files);
    const input = { path: 'src/a.ts', line: 21, severity: 'nit', body: 'Name it.' };
    const model = scriptedModel([reply([toolUse('ReviewComment', input)]), reply('done')]);
    const { events } = await drain(
      queryLoop(baseParams({ tools: [tool] }), testDeps(model.callModel)),
    );
    const lines = events.map((event) => JSON.stringify(event));
    const finding =
      '{"path":"src/a.ts","line":21,"side":"RIGHT","severity":"nit","body":"Name it.","inDiff":true}';
    expect(lines.filter((line) => line.includes('"review_comment"'))).toEqual([
      `{"type":"system","subtype":"review_comment","comment":${finding},"session_id":"session-test","uuid":"uuid-2"}`,
    ]);
  });

  it('records a multi-line finding with a suggestion and reports it as an event', async () => {
    const tool = createReviewCommentTool(files);
    const { result, findings } = await call(tool, {
      path: 'src/a.ts',
      start_line: 20,
      line: 22,
      severity: 'important',
      body: 'Fold these three lines into one.',
      suggestion: 'line 20 folded\n',
    });
    expect(result.isError).toBeFalsy();
    expect(findings).toEqual<ReviewFinding[]>([
      {
        path: 'src/a.ts',
        line: 22,
        side: 'RIGHT',
        startLine: 20,
        startSide: 'RIGHT',
        severity: 'important',
        body: 'Fold these three lines into one.',
        suggestion: 'line 20 folded\n',
        inDiff: true,
      },
    ]);
  });

  it('refuses a line outside the diff with the valid ranges of that file', async () => {
    const tool = createReviewCommentTool(files);
    const {
      result,
      text: message,
      findings,
    } = await call(tool, {
      path: 'src/a.ts',
      line: 2,
      severity: 'nit',
      body: 'x',
    });
    expect(result.isError).toBe(true);
    expect(message).toContain('RIGHT (new file) 17-25');
    expect(message).toContain('LEFT (old file) 17-23');
    expect(findings).toEqual([]);
  });

  it('the same call again is recorded outside the diff (for the review body)', async () => {
    const tool = createReviewCommentTool(files);
    const input = { path: 'src/a.ts', line: 2, severity: 'important', body: 'Header is stale.' };
    await call(tool, input);
    const again = await call(tool, input);
    expect(again.result.isError).toBeFalsy();
    expect(again.text).toContain('Outside the diff');
    expect(again.findings).toMatchObject([{ line: 2, inDiff: false }]);
    // A third time: already recorded, no second event.
    expect((await call(tool, input)).findings).toEqual([]);
  });

  it('refuses a binary file, naming it as binary; a file the PR does not change, listing the changed ones', async () => {
    const tool = createReviewCommentTool(files);
    const binary = await call(tool, { path: 'img.png', line: 1, severity: 'nit', body: 'x' });
    expect(binary.text).toContain('binary file');
    const other = await call(tool, { path: 'README.md', line: 1, severity: 'nit', body: 'x' });
    expect(other.text).toContain('Changed files: img.png, src/a.ts');
  });

  it('refuses a suggestion on the old side, and a range across hunks', async () => {
    const tool = createReviewCommentTool(files);
    const left = await call(tool, {
      path: 'src/a.ts',
      line: 20,
      side: 'LEFT',
      severity: 'nit',
      body: 'x',
      suggestion: 'y',
    });
    expect(left.text).toContain('use side RIGHT');
    // Asking again does not turn an invalid input into an outside-the-diff finding.
    expect(
      (
        await call(tool, {
          path: 'src/a.ts',
          line: 20,
          side: 'LEFT',
          severity: 'nit',
          body: 'x',
          suggestion: 'y',
        })
      ).result.isError,
    ).toBe(true);
    const backwards = await call(tool, {
      path: 'src/a.ts',
      start_line: 22,
      line: 20,
      severity: 'nit',
      body: 'x',
    });
    expect(backwards.text).toContain('must come before');
  });

  it('validates severity and folds a one-line range to a line', async () => {
    const tool = createReviewCommentTool(files);
    expect(() => tool.inputSchema.parse({ path: 'a', line: 1, body: 'x' })).toThrow();
    expect(() =>
      tool.inputSchema.parse({ path: 'a', line: 1, body: 'x', severity: 'critical' }),
    ).toThrow();
    const { findings } = await call(tool, {
      path: 'src/a.ts',
      start_line: 21,
      line: 21,
      severity: 'blocking',
      body: 'Off by one.',
    });
    expect(findings[0]).not.toHaveProperty('startLine');
  });

  it('stops at the cap', async () => {
    const tool = createReviewCommentTool(files, { maxFindings: 1 });
    await call(tool, { path: 'src/a.ts', line: 20, severity: 'nit', body: 'one' });
    const second = await call(tool, { path: 'src/a.ts', line: 21, severity: 'nit', body: 'two' });
    expect(second.result.isError).toBe(true);
    expect(second.text).toContain('already has 1 findings');
  });
});
