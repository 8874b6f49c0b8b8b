import { describe, expect, it } from 'vitest';
import { convertMcpResult } from '../../src/engine/mcp/result.js';
import { createMcpTools, mcpToolName, type McpToolServer } from '../../src/engine/mcp/tools.js';
import { toToolDefinition } from '../../src/engine/tools/orchestrate.js';

describe('convertMcpResult', () => {
  it('keeps text, joins text blocks and carries isError', () => {
    expect(
      convertMcpResult({
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
        isError: true,
      }),
    ).toEqual({ content: 'a\nb', isError: true });
    expect(convertMcpResult({ content: [] })).toEqual({ content: '(no output)' });
    expect(convertMcpResult({ content: [], structuredContent: { n: 1 } })).toEqual({
      content: '{"n":1}',
    });
  });

  it('describes what the model cannot take', () => {
    const big = Buffer.alloc(6 * 1024 * 1024).toString('base64');
    const result = convertMcpResult({
      content: [
        { type: 'image', data: big, mimeType: 'image/png' },
        { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
        { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inside' } },
        {
          type: 'resource',
          resource: { uri: 'file:///a.bin', blob: 'AAAA', mimeType: 'application/zip' },
        },
        { type: 'resource_link', uri: 'db://table/users', name: 'users' },
        { type: 'mystery' },
      ],
    });
    expect(result.content).toBe(
      [
        '[image (image/png), 6291456 bytes: too large to show]',
        '[audio (audio/wav), 3 bytes: not shown]',
        '[resource file:///a.txt]\ninside',
        '[resource file:///a.bin (application/zip, 3 bytes): not shown]',
        '[resource link: db://table/users (users)]',
        '[content of type "mystery": not shown]',
      ].join('\n'),
    );
  });
});

describe('createMcpTools', () => {
  const server: McpToolServer = {
    name: 'docs',
    unavailable: () => undefined,
    callTool: () => Promise.resolve({ content: [] }),
  };

  it('names tools as Claude Code does and sends the server’s own schema', () => {
    expect(mcpToolName('docs', 'search.pages v2')).toBe('mcp__docs__search_pages_v2');
    const skipped: string[] = [];
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { q: { type: 'string', minLength: 2 } },
      required: ['q'],
    };
    const tools = createMcpTools(
      server,
      [
        {
          name: 'search',
          description: 'Search the docs.',
          inputSchema: schema,
          annotations: { readOnlyHint: true },
        },
        { name: 'search', inputSchema: { type: 'object' } },
        { name: 'x'.repeat(60), inputSchema: { type: 'object' } },
      ],
      1000,
      skipped,
    );
    expect(tools.map((tool) => tool.name)).toEqual(['mcp__docs__search']);
    expect(skipped).toEqual([
      'search (another tool of the server is also named mcp__docs__search)',
      `${'x'.repeat(60)} (the name mcp__docs__${'x'.repeat(60)} is over 64 characters)`,
    ]);
    expect(toToolDefinition(tools[0]!)).toEqual({
      name: 'mcp__docs__search',
      description: 'Search the docs.',
      input_schema: {
        type: 'object',
        properties: { q: { type: 'string', minLength: 2 } },
        required: ['q'],
      },
    });
    expect(tools[0]!.isConcurrencySafe({})).toBe(true);
  });

  it('answers with the reason when the server is gone, without calling it', async () => {
    let called = false;
    const [tool] = createMcpTools(
      {
        name: 'docs',
        unavailable: () => 'the server exited with code 1',
        callTool: () => {
          called = true;
          return Promise.resolve({ content: [] });
        },
      },
      [{ name: 'search', inputSchema: { type: 'object' } }],
      1000,
      [],
    );
    const result = await tool!.call(
      {},
      {
        signal: new AbortController().signal,
        readState: new Map(),
        toolUseId: 't1',
        emit: () => undefined,
      },
    );
    expect(result).toEqual({
      content: 'MCP server "docs" is not running: the server exited with code 1',
      isError: true,
    });
    expect(called).toBe(false);
  });
});
