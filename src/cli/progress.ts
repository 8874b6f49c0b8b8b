/**
 * What the CLI tells on stderr while it works: with --verbose (or in text mode on a
 * terminal) one line per turn (the tools it calls and their targets, the cost so far,
 * and the model's latest note) and, at the end, the session id to resume; in text mode,
 * a line per retry of the model API, so a long wait is never silent.
 */
import type { LoopEvent } from '../engine/events/stream.js';
import { costOfUsage } from '../engine/model/pricing.js';
import { describeToolStep } from '../github-side/report/step.js';

const MAX_NOTE = 160;

export interface ProgressOptions {
  /** One line per turn. */
  turns: boolean;
  /** One line per retry. */
  retries: boolean;
}

/** A function that returns the stderr line (without newline) for an event, if any. */
export function createProgressReporter(
  options: ProgressOptions,
): (event: LoopEvent) => string | undefined {
  let turn = 0;
  let costUsd = 0;
  return (event) => {
    if (event.type === 'assistant') {
      turn += 1;
      costUsd += costOfUsage(event.message.model, event.message.usage);
      if (!options.turns) return undefined;
      const tools = event.message.content.flatMap((block) =>
        block.type === 'tool_use' ? [describeToolStep(block.name, block.input)] : [],
      );
      const note = event.message.content
        .flatMap((block) => (block.type === 'thinking' ? [block.thinking.trim()] : []))
        .filter((text) => text !== '')
        .at(-1);
      const doing = tools.length > 0 ? tools.join(', ') : 'answer';
      const shortNote = note ? oneLine(note) : '';
      const who = event.parent_tool_use_id === null ? 'turn' : 'sub-agent turn';
      return `[${who} ${turn}] ${doing} · $${costUsd.toFixed(4)}${shortNote ? ` · ${shortNote}` : ''}`;
    }
    if (event.type === 'system' && event.subtype === 'api_retry' && options.retries) {
      return `[retry ${event.attempt}/${event.max_retries}] model API error (${event.error_status ?? 'no status'}): ${oneLine(event.error)}; waiting ${event.retry_delay_ms} ms`;
    }
    if (event.type === 'system' && event.subtype === 'api_waiting' && options.retries) {
      return `[waiting] waiting for ${event.host}: no answer for ${event.waited_s} s`;
    }
    if (event.type === 'system' && event.subtype === 'model_fallback' && options.retries) {
      return `[fallback] ${event.from_model} is overloaded, switching to ${event.to_model}`;
    }
    if (event.type === 'result' && options.turns) {
      // Text mode prints only the answer: the id is how the reader picks the work up again.
      return `[session ${event.session_id}] continue it with: agent-loop run --resume ${event.session_id} "<prompt>" (or --continue in the same --cwd)`;
    }
    if (event.type === 'system' && event.subtype === 'self_check' && options.retries) {
      // Shown in text mode too: the checks may take minutes, and their outcome decides the run's.
      const failed = event.checks.filter((check) => check.status === 'failed').length;
      const before = event.checks.filter((check) => check.status === 'failing_before').length;
      return `[self-check ${event.round}] ${event.checks.length - failed - before} passed, ${failed} failed${
        before > 0 ? `, ${before} failing before the change too` : ''
      }${event.sent_back ? ': sent back to the agent' : ''}`;
    }
    if (event.type === 'system' && event.subtype === 'compact_boundary' && options.turns) {
      return `[compact] context summarised (${event.compact_metadata.pre_tokens} tokens before)`;
    }
    return undefined;
  };
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_NOTE ? `${flat.slice(0, MAX_NOTE - 1)}…` : flat;
}
