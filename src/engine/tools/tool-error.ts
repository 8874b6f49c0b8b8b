import type { ToolResult } from './types.js';

/** A failed tool call: the message goes back to the model as the tool's result. */
export function toolError(message: string): ToolResult {
  return { content: message, isError: true };
}
