import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/github-side/run/inputs.js';
import { loadActionMcpConfig } from '../../src/github-side/action/mcp-config.js';

const CONFIG = JSON.stringify({ mcpServers: { docs: { command: 'docs-mcp' } } });

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-action-ws-'));
  writeFileSync(join(dir, 'mcp.json'), CONFIG);
  return dir;
}

describe('loadActionMcpConfig', () => {
  it('reads nothing for an empty input, inline JSON, and a workspace file on a fresh branch from base', () => {
    const ws = workspace();
    const options = { workspace: ws, checkoutIsBase: true, env: {} };
    expect(loadActionMcpConfig('', options)).toBeUndefined();
    expect(loadActionMcpConfig(CONFIG, options)?.servers[0]?.name).toBe('docs');
    expect(loadActionMcpConfig('mcp.json', options)?.servers[0]?.name).toBe('docs');
  });

  it("refuses a workspace file when the workspace holds a pull request's head or a reused branch", () => {
    const ws = workspace();
    {
      const options = { workspace: ws, checkoutIsBase: false, env: {} };
      expect(() => loadActionMcpConfig('mcp.json', options)).toThrow(InputError);
      expect(() => loadActionMcpConfig('mcp.json', options)).toThrow(
        /^Input mcp_config: "mcp.json" is inside the workspace, which holds a pull request's head/,
      );
      // Inline JSON is the workflow's own and always works.
      expect(loadActionMcpConfig(CONFIG, options)?.servers).toHaveLength(1);
    }
  });

  it('names the input, the server and the field of a mistake', () => {
    const options = { workspace: workspace(), checkoutIsBase: true, env: {} };
    expect(() =>
      loadActionMcpConfig(
        '{"mcpServers": {"docs": {"type": "http", "url": "${DOCS_URL}"}}}',
        options,
      ),
    ).toThrow(
      'Input mcp_config: server "docs": url: ${DOCS_URL}: the variable DOCS_URL is not set',
    );
  });
});
