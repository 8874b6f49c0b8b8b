/**
 * Saves the run as it goes into its session file: the earlier session's lines first
 * (when it continues one), then this run's init, its conversation fingerprint, its
 * prompt, and every event. Saving is a convenience: when it fails the run goes on
 * and says so once. Nothing is written until the model's first answer: a run that
 * never reached its first turn (a refused key, a dead endpoint, a prompt too long)
 * leaves no session for `--continue` to pick up. Nothing is saved when the home is within
 * the tools' reach (the plan says why; src/cli/home.ts).
 */
import { randomUUID } from 'node:crypto';
import type { LoopEvent } from '../engine/events/stream.js';
import { createSessionWriter } from '../engine/session/store.js';
import type { TranscriptWriter } from '../engine/session/transcript.js';
import type { SessionPlan } from './sessions.js';
import { errorMessage } from '../engine/text/error-message.js';

export interface SessionSaving {
  onConversation: (conversation: { fingerprint: string; promptDate: string }) => void;
  write: (event: LoopEvent) => void;
  close: () => void;
}

interface Io {
  stderr: (text: string) => void;
}

export function openSessionSaving(
  plan: SessionPlan,
  prompt: string,
  redact: (text: string) => string,
  io: Io,
): SessionSaving {
  let writer: TranscriptWriter | undefined;
  /** Lines held until the first answer; undefined once the file is open (or failed). */
  let held: object[] | undefined = [];
  const fail = (error: unknown) => {
    const why = errorMessage(error).split('\n')[0];
    io.stderr(`agent-loop: warning: the session is not saved from here on: ${why}\n`);
    if (writer) closeQuietly(writer);
    writer = undefined;
  };
  const put = (event: object) => {
    if (held) return void held.push(event);
    if (!writer) return;
    try {
      writer.write(event);
    } catch (error) {
      fail(error);
    }
  };
  const open = () => {
    const lines = held ?? [];
    held = undefined;
    try {
      writer = createSessionWriter(plan.directory, plan.id, plan.earlierLines, redact);
    } catch (error) {
      fail(error);
    }
    for (const line of lines) put(line);
  };
  let conversation: { fingerprint: string; promptDate: string } | undefined;
  if (plan.notSaved) return { onConversation: () => {}, write: () => {}, close: () => {} };
  return {
    onConversation: (value) => {
      conversation = value;
    },
    write(event) {
      if (held && event.type === 'assistant') open();
      put(event);
      if (event.type !== 'system' || event.subtype !== 'init') return;
      const base = { session_id: plan.id };
      if (conversation) {
        put({
          type: 'system',
          subtype: 'session_state',
          conversation_sha256: conversation.fingerprint,
          prompt_date: conversation.promptDate,
          ...(plan.resumed ? { resumed_from: plan.resumed.id } : {}),
          ...base,
          uuid: randomUUID(),
        });
      }
      put({
        type: 'user',
        message: { role: 'user', content: [{ type: 'text', text: prompt }] },
        parent_tool_use_id: null,
        ...base,
        uuid: randomUUID(),
      });
    },
    close() {
      held = undefined;
      if (writer) closeQuietly(writer);
      writer = undefined;
    },
  };
}

function closeQuietly(writer: TranscriptWriter): void {
  try {
    writer.close();
  } catch {
    // Everything written so far is on disk already.
  }
}
