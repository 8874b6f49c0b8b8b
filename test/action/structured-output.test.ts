/**
 * Input json_schema through the bundled action: the answer is the `structured_output`
 * output (JSON text a later step reads with fromJSON), after at most one corrective turn;
 * still invalid, the run fails `invalid_structured_output` and says so.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reply, text } from '../fakes/anthropic-server.js';
import {
  cleanupActionRuns,
  issueCommentEvent,
  runAction,
  TEST_ANTHROPIC_API_KEY,
} from './harness.js';

afterAll(cleanupActionRuns);

const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { labels: { type: 'array', items: { enum: ['bug', 'docs'] }, minItems: 1 } },
  required: ['labels'],
});

const triage = (model: ReturnType<typeof reply>[], inputs: Record<string, string> = {}) =>
  runAction({
    event: issueCommentEvent({ body: '@agent triage this issue', issueNumber: 31 }),
    inputs: { json_schema: SCHEMA, allowed_tools: 'Read,Grep,Glob', ...inputs },
    model,
  });

describe('input json_schema', () => {
  it('sets structured_output to the valid answer', async () => {
    const run = await triage([reply(text('{"labels": ["docs"]}'))]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.structured_output!)).toEqual({ labels: ['docs'] });
    expect(run.outputs.conclusion).toBe('success');
    expect(JSON.stringify(run.anthropic.requests[0]!.body.system)).toContain('Final answer format');
    const result = run.transcript.at(-1)!;
    expect(result.structured_output).toEqual({ labels: ['docs'] });
  });

  it('accepts the answer corrected in the one corrective turn', async () => {
    const run = await triage([reply(text('Labels: docs')), reply(text('{"labels": ["bug"]}'))]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.anthropic.requests).toHaveLength(2);
    expect(JSON.parse(run.outputs.structured_output!)).toEqual({ labels: ['bug'] });
    expect(run.outputs.num_turns).toBe('2');
  });

  it('fails invalid_structured_output when the correction is invalid too', async () => {
    const run = await triage([reply(text('{"labels": []}')), reply(text('{"labels": ["x"]}'))]);
    expect(run.exitCode).not.toBe(0);
    expect(run.anthropic.requests).toHaveLength(2);
    expect(run.outputs.terminal_reason).toBe('invalid_structured_output');
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.outputs.structured_output).toBe('');
    const final = run.github.state.comments.at(-1)!.body;
    expect(final).toContain('did not match the JSON Schema');
  });

  it('reads a schema file of the repository from the base branch', async () => {
    const run = await runAction({
      event: issueCommentEvent({ body: '@agent triage this issue', issueNumber: 31 }),
      repoFiles: { 'README.md': '# r\n', '.github/triage.schema.json': SCHEMA },
      inputs: { json_schema: '.github/triage.schema.json', allowed_tools: 'Read' },
      model: [reply(text('{"labels": ["bug"]}'))],
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.structured_output!)).toEqual({ labels: ['bug'] });
    expect(JSON.stringify(run.anthropic.requests[0]!.body.system)).toContain('minItems');
  });

  it('redacts the answer as one value: a key split over two fields or spelt as characters reaches no output, comment or summary', async () => {
    const key = TEST_ANTHROPIC_API_KEY;
    const answer = {
      first: key.slice(0, 20),
      second: key.slice(20),
      letters: [...key],
      note: 'nothing secret here',
    };
    const run = await triage([reply(text(JSON.stringify(answer)))], {
      json_schema: JSON.stringify({ type: 'object' }),
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const output = JSON.parse(run.outputs.structured_output!) as typeof answer;
    expect(output.note).toBe('nothing secret here');
    const values = [output.first, output.second, ...output.letters];
    expect(values.join('')).not.toContain(key);
    const comments = run.github.state.comments.map((comment) => comment.body).join('\n');
    // The final comment and the summary show the answer (so the checks below can fail).
    expect(comments).toContain('nothing secret here');
    expect(run.summary).toContain('nothing secret here');
    for (const shown of [run.outputs.structured_output!, comments, run.summary]) {
      // Neither half, and not the characters with the JSON between them taken out.
      expect(shown).not.toContain(key.slice(0, 20));
      expect(shown).not.toContain(key.slice(20));
      expect(shown.replace(/[\s",[\]\\]/g, '')).not.toContain(key);
    }
  });

  it('refuses a json_schema that is not a schema before anything runs', async () => {
    const run = await triage([reply(text('never asked'))], { json_schema: '{"type": 7}' });
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('Input json_schema: the validator refuses it');
    expect(run.anthropic.requests).toHaveLength(0);
  });
});
