/**
 * One budget of retries per request, end to end: the real SDK against a dead endpoint.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/engine/model/anthropic.js';
import type { CallModel } from '../../src/engine/model/types.js';
import { queryLoop } from '../../src/engine/loop/query-loop.js';
import { DEFAULT_MAX_RETRIES, NEVER_ANSWERED_MAX_RETRIES } from '../../src/engine/loop/retry.js';
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
  it('a dead endpoint (closed port) that never answered ends model_error after 3 retries, naming host and port', async () => {
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
    expect(value.error).toContain(`Could not reach the API at 127.0.0.1:${port}`);
    expect(value.error).toContain('ECONNREFUSED');
    expect(value.error).toContain(`after ${NEVER_ANSWERED_MAX_RETRIES} retries`);
    expect(attempts).toBe(NEVER_ANSWERED_MAX_RETRIES + 1);
    const retries = events.filter(
      (event) => event.type === 'system' && event.subtype === 'api_retry',
    );
    expect(retries).toHaveLength(NEVER_ANSWERED_MAX_RETRIES);
    expect(retries.at(-1)).toMatchObject({
      attempt: NEVER_ANSWERED_MAX_RETRIES,
      // The count a retry line shows is the one this failure is retried up to.
      max_retries: NEVER_ANSWERED_MAX_RETRIES,
      error_status: null,
    });
    // The backoff grows: 0.5 s, 1 s, 2 s (+ jitter), a few seconds in all, not minutes.
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5_000);
  });

  it('a host that answered once gets the whole retry budget when it stops answering', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'boom' } }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const real = createAnthropicModel({
      apiKey: 'sk-ant-flaky-endpoint-0123456789',
      baseURL: `http://127.0.0.1:${port}`,
    });
    let attempts = 0;
    const counting: CallModel = async (request) => {
      attempts++;
      // After the first answer (a 500), the server goes away: connections are refused.
      if (attempts === 2) await new Promise((resolve) => server.close(resolve));
      return real(request);
    };
    const deps = testDeps(counting, { sleep: async () => {} });
    const { value } = await drain(queryLoop(baseParams(), deps));
    expect(value.reason).toBe('model_error');
    expect(value.error).toContain(`Could not reach the API at 127.0.0.1:${port}`);
    expect(attempts).toBe(DEFAULT_MAX_RETRIES + 1);
  });
});
