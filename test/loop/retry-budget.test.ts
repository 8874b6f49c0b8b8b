/**
 * One budget of retries per request, end to end: the real SDK against a dead endpoint.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/model/anthropic.js';
import type { CallModel } from '../../src/model/types.js';
import { queryLoop } from '../../src/loop/query-loop.js';
import { DEFAULT_MAX_RETRIES } from '../../src/loop/retry.js';
import { baseParams, drain, testDeps } from './helpers.js';

/** A port on 127.0.0.1 that was just open and is now closed: connections are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('retry budget', () => {
  it('a dead endpoint (closed port) ends model_error after exactly one retry budget', async () => {
    const port = await closedPort();
    const real = createAnthropicModel({
      apiKey: 'sk-ant-dead-endpoint-0123456789',
      baseURL: `http://127.0.0.1:${port}`,
    });
    let attempts = 0;
    const counting: CallModel = (request) => {
      attempts++;
      return real(request);
    };
    const waits: number[] = [];
    const deps = testDeps(counting, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const { events, value } = await drain(queryLoop(baseParams(), deps));
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain('Could not reach the API');
    expect(attempts).toBe(DEFAULT_MAX_RETRIES + 1);
    const retries = events.filter(
      (event) => event.type === 'system' && event.subtype === 'api_retry',
    );
    expect(retries).toHaveLength(DEFAULT_MAX_RETRIES);
    expect(retries.at(-1)).toMatchObject({
      attempt: DEFAULT_MAX_RETRIES,
      max_retries: DEFAULT_MAX_RETRIES,
      error_status: null,
    });
    // The backoff grows, capped at 32 s plus jitter.
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(Math.max(...waits)).toBeLessThanOrEqual(40_000);
  });
});
