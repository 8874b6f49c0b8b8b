/**
 * An MCP tool result as a tool result the loop can send: text stays text (the
 * orchestrator redacts it and the tool-result budget spills it when large), an
 * image the API takes (png, jpeg, gif, webp, at most 5 MB) stays an image, and
 * everything else (other images, audio, binary resources, links) is described
 * in a line of text. `isError` carries over.
 */
import type { ToolResult } from '../tools/types.js';

/** The API's own limit for one image. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const API_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

type ApiImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
type ResultBlock = Exclude<ToolResult['content'], string>[number];

/** The fields of an MCP CallToolResult this reads (the SDK's type is wider). */
export interface McpCallResult {
  content?: unknown[];
  structuredContent?: unknown;
  isError?: boolean;
  /** Old servers answer with `toolResult` instead of `content`. */
  toolResult?: unknown;
}

export function convertMcpResult(result: McpCallResult): ToolResult {
  const blocks: ResultBlock[] = [];
  for (const item of result.content ?? []) blocks.push(convertBlock(item));
  if (blocks.length === 0 && result.structuredContent !== undefined) {
    blocks.push({ type: 'text', text: JSON.stringify(result.structuredContent) });
  }
  if (blocks.length === 0 && result.toolResult !== undefined) {
    blocks.push({ type: 'text', text: JSON.stringify(result.toolResult) });
  }
  const isError = result.isError === true;
  if (blocks.length === 0) return { content: '(no output)', ...(isError ? { isError } : {}) };
  const content = blocks.every((block) => block.type === 'text')
    ? blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n')
    : blocks;
  return { content, ...(isError ? { isError } : {}) };
}

function convertBlock(item: unknown): ResultBlock {
  const block = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const text = (value: string): ResultBlock => ({ type: 'text', text: value });
  switch (block.type) {
    case 'text':
      return text(String(block.text ?? ''));
    case 'image':
      return convertImage(String(block.data ?? ''), String(block.mimeType ?? 'unknown'));
    case 'audio':
      return text(
        `[audio (${String(block.mimeType)}), ${base64Bytes(block.data)} bytes: not shown]`,
      );
    case 'resource':
      return convertResource(block.resource);
    case 'resource_link':
      return text(
        `[resource link: ${String(block.uri)}${block.name ? ` (${String(block.name)})` : ''}]`,
      );
    default:
      return text(`[content of type ${JSON.stringify(block.type)}: not shown]`);
  }
}

function convertImage(data: string, mimeType: string): ResultBlock {
  const bytes = base64Bytes(data);
  if (API_IMAGE_TYPES.has(mimeType) && bytes > 0 && bytes <= MAX_IMAGE_BYTES) {
    return {
      type: 'image',
      source: { type: 'base64', media_type: mimeType as ApiImageType, data },
    };
  }
  const why = API_IMAGE_TYPES.has(mimeType) ? 'too large to show' : 'a type the model cannot see';
  return { type: 'text', text: `[image (${mimeType}), ${bytes} bytes: ${why}]` };
}

function convertResource(resource: unknown): ResultBlock {
  const entry = (typeof resource === 'object' && resource !== null ? resource : {}) as Record<
    string,
    unknown
  >;
  const uri = String(entry.uri ?? 'unknown');
  if (typeof entry.text === 'string')
    return { type: 'text', text: `[resource ${uri}]\n${entry.text}` };
  const type = typeof entry.mimeType === 'string' ? `${entry.mimeType}, ` : '';
  return {
    type: 'text',
    text: `[resource ${uri} (${type}${base64Bytes(entry.blob)} bytes): not shown]`,
  };
}

/** Decoded size of base64 text, without decoding it. */
function base64Bytes(data: unknown): number {
  if (typeof data !== 'string') return 0;
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}
