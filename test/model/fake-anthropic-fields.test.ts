/**
 * The fake Anthropic refuses the request fields the API refuses (test/fakes/anthropic-fields.ts):
 * unknown or mistyped top-level and tool fields, with a 400 invalid_request_error naming them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reply, startFakeAnthropic, text, type FakeAnthropic } from '../fakes/anthropic-server.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function post(body: object, beta = false): Promise<{ status: number; error: unknown }> {
  fake ??= await startFakeAnthropic(() => reply(text('ok')));
  const response = await fetch(`${fake.url}/v1/messages${beta ? '?beta=true' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sk-test' },
    body: JSON.stringify({ ...base, ...body }),
  });
  const answer = await response.text();
  return {
    status: response.status,
    error: response.status === 200 ? undefined : (JSON.parse(answer) as { error: unknown }).error,
  };
}

const base = {
  model: 'claude-sonnet-5-5',
  max_tokens: 1024,
  stream: true,
  messages: [{ role: 'user', content: 'hi' }],
};
const readTool = {
  name: 'Read',
  description: 'Reads a file',
  input_schema: { type: 'object', properties: { file_path: { type: 'string' } } },
};
const refused = (message: string) => ({ type: 'invalid_request_error', message });

describe('fake Anthropic: the fields a request may carry', () => {
  it('takes every documented field of a well-formed request', async () => {
    const answer = await post({
      system: [{ type: 'text', text: 'Be brief.' }],
      metadata: { user_id: 'u-1' },
      stop_sequences: ['STOP'],
      service_tier: 'auto',
      tool_choice: { type: 'auto' },
      tools: [
        { ...readTool, cache_control: { type: 'ephemeral' }, strict: true },
        { type: 'web_search_20250305', name: 'web_search', max_uses: 3 },
      ],
      output_config: { effort: 'high' },
    });
    expect(answer).toEqual({ status: 200, error: undefined });
  });

  it('refuses an unknown top-level field, naming it', async () => {
    expect(await post({ temprature: 0.2 })).toEqual({
      status: 400,
      error: refused('temprature: Extra inputs are not permitted'),
    });
  });

  it('refuses an SDK parameter sent in the body instead of its header', async () => {
    expect(await post({ betas: ['context-management-2025-06-27'] }, true)).toEqual({
      status: 400,
      error: refused('betas: Extra inputs are not permitted'),
    });
  });

  it('takes a beta field only on the beta endpoint', async () => {
    const field = { context_management: { edits: [] } };
    expect((await post(field, true)).status).toBe(200);
    expect(await post(field)).toEqual({
      status: 400,
      error: refused('context_management: Extra inputs are not permitted'),
    });
  });

  it('refuses a mistyped top-level field, naming its type', async () => {
    expect(await post({ stream: 'yes' })).toEqual({
      status: 400,
      error: refused('stream: Input should be a valid boolean'),
    });
    expect(await post({ stop_sequences: 'STOP' })).toEqual({
      status: 400,
      error: refused('stop_sequences: Input should be a valid list of strings'),
    });
    expect(await post({ service_tier: 'priority' })).toEqual({
      status: 400,
      error: refused("service_tier: Input should be a valid 'auto' or 'standard_only'"),
    });
  });

  it("refuses an unknown or mistyped field of a tool, by the tool's index", async () => {
    expect(await post({ tools: [readTool, { ...readTool, name: 'Glob', examples: [] }] })).toEqual({
      status: 400,
      error: refused('tools.1.custom.examples: Extra inputs are not permitted'),
    });
    expect(await post({ tools: [{ ...readTool, description: 42 }] })).toEqual({
      status: 400,
      error: refused('tools.0.custom.description: Input should be a valid string'),
    });
    const search = { type: 'web_search_20250305', name: 'web_search', max_results: 3 };
    expect(await post({ tools: [search] })).toEqual({
      status: 400,
      error: refused('tools.0.web_search_20250305.max_results: Extra inputs are not permitted'),
    });
  });
});
