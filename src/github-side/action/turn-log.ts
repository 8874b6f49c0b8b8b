/** The Actions log of a run: one collapsible group per turn, every untrusted line escaped. */
import * as core from '@actions/core';
import type { LoopEvent } from '../../engine/events/stream.js';
import { describeToolStep } from '../report/step.js';
import { escapeWorkflowCommands } from '../../engine/safety/log-safety.js';
import { cutText } from '../../engine/text/cut.js';

/** Characters of one tool result shown in the Actions log. */
const LOG_RESULT_CHARS = 2_000;

/** Returns a sink for loop events; `undefined` closes the open group. */
export function createTurnLog(
  redact: (text: string) => string,
): (event: LoopEvent | undefined) => void {
  let open = false;
  let turn = 0;
  const safe = (text: string) => escapeWorkflowCommands(redact(text));
  const close = () => {
    if (open) core.endGroup();
    open = false;
  };
  return (event) => {
    if (!event) return close();
    if (event.type === 'assistant') {
      close();
      turn += 1;
      const who = event.parent_tool_use_id === null ? 'Turn' : 'Sub-agent turn';
      core.startGroup(safe(cutText(`${who} ${turn}: ${turnTitle(event)}`, 200)));
      open = true;
      logAssistant(event, safe);
    } else if (event.type === 'user') {
      logToolResults(event, safe);
    } else if (event.type === 'system' && event.subtype === 'init') {
      for (const server of event.mcp_servers.filter((entry) => entry.status === 'failed')) {
        core.warning(
          safe(
            `MCP server "${server.name}" is not available: ${server.error ?? 'it did not start'}`,
          ),
        );
      }
    } else if (event.type === 'system' && event.subtype === 'api_retry') {
      core.info(
        safe(
          `Model API error (${event.error_status ?? 'no status'}): retry ${event.attempt}/${event.max_retries} in ${event.retry_delay_ms} ms`,
        ),
      );
    } else if (event.type === 'system' && event.subtype === 'compact_boundary') {
      core.info(`Context compacted (${event.compact_metadata.pre_tokens} tokens before)`);
    } else if (event.type === 'result') {
      close();
      core.info(
        safe(
          `Result: ${event.subtype} (${event.terminal_reason}) after ${event.num_turns} turns, $${event.total_cost_usd}`,
        ),
      );
    }
  };
}

type AssistantEvent = Extract<LoopEvent, { type: 'assistant' }>;
type UserEvent = Extract<LoopEvent, { type: 'user' }>;

function turnTitle(event: AssistantEvent): string {
  const tools = event.message.content.filter((block) => block.type === 'tool_use');
  return tools.length > 0
    ? tools.map((block) => describeToolStep(block.name, block.input)).join(', ')
    : 'answer';
}

function logAssistant(event: AssistantEvent, safe: (text: string) => string): void {
  for (const block of event.message.content) {
    // The current models write their notes between tool calls in thinking blocks.
    if (block.type === 'thinking' && block.thinking.trim() !== '') {
      core.info(safe(`· ${block.thinking.trim()}`));
    }
    if (block.type === 'text') core.info(safe(block.text));
    if (block.type === 'tool_use')
      core.info(safe(`→ ${block.name} ${JSON.stringify(block.input)}`));
  }
}

function logToolResults(event: UserEvent, safe: (text: string) => string): void {
  const content = typeof event.message.content === 'string' ? [] : event.message.content;
  for (const block of content) {
    if (block.type !== 'tool_result') continue;
    const text =
      typeof block.content === 'string' ? block.content : JSON.stringify(block.content ?? '');
    const shown =
      text.length > LOG_RESULT_CHARS
        ? `${cutText(text, LOG_RESULT_CHARS)}… (${text.length} characters)`
        : text;
    core.info(safe(`← ${block.is_error ? 'error: ' : ''}${shown}`));
  }
}
