/** Real webhook payloads from @octokit/webhooks-examples, cloned for editing. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const all = require('@octokit/webhooks-examples') as Array<{
  name: string;
  examples: Array<Record<string, unknown>>;
}>;

/** Webhook JSON that tests edit freely (deep, loosely typed by nature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Payload = Record<string, any>;

/** A deep copy of the first example of `event` with `action` (any action when omitted). */
export function examplePayload(event: string, action?: string): Payload {
  const group = all.find((entry) => entry.name === event);
  const example = group?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no example for ${event}/${action ?? '*'}`);
  return ofTodaysIds(structuredClone(example) as Payload);
}

/**
 * The examples were recorded years ago (comment 492700400, review comment 284312630):
 * their comment, review and run ids are raised to today's sizes (issue comments past
 * 3.6·10⁹, review comments and reviews past 2·10⁹, runs about 2·10¹⁰, jobs and check
 * runs about 5·10¹⁰), keeping each id distinct.
 */
function ofTodaysIds(payload: Payload): Payload {
  const raise = (object: Payload | undefined, least: number) => {
    if (object && typeof object.id === 'number' && object.id < least) object.id += least;
  };
  raise(payload.comment, payload.pull_request ? 2_000_000_000 : 3_600_000_000);
  raise(payload.review, 2_000_000_000);
  raise(payload.workflow_run, 20_000_000_000);
  raise(payload.workflow_job, 50_000_000_000);
  raise(payload.check_run, 40_000_000_000);
  if (payload.workflow_job && typeof payload.workflow_job.run_id === 'number') {
    if (payload.workflow_job.run_id < 20_000_000_000) payload.workflow_job.run_id += 20_000_000_000;
  }
  return payload;
}
