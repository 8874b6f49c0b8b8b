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
  return structuredClone(example) as Payload;
}
