/**
 * The fallback: when the host allows no boundary, `auto` warns in plain words and
 * tools still run; `required` refuses; `off` is off. The last two tests run the
 * real CLI (built from source into a folder of its own, so the checkout may lie in
 * a private folder) as an unprivileged user with no sudo.
 */
import { createBashTool } from '../../src/engine/tools/built-in.js';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSandbox,
  SandboxRequiredError,
  unprotectedWarning,
} from '../../src/engine/sandbox/index.js';
import { parseAllowedDomains } from '../../src/engine/sandbox/domains.js';
import {
  reply,
  startFakeAnthropic,
  text as textBlock,
  toolUse,
  type FakeAnthropic,
} from '../fakes/anthropic-server.js';
import { makeContext, makeTempDir, noRedaction, text } from '../tools/helpers.js';
import { bundleCli, isRoot, runCliAs } from './helpers.js';

const none = parseAllowedDomains('');
const unavailable = async () => ({ ok: false as const, reason: 'no sudo here' });

describe('sandbox modes without a usable host', () => {
  it('off: no boundary, and the warning says it was turned off', async () => {
    const sandbox = await openSandbox({ mode: 'off', allowedDomains: none, workspace: '.' });
    expect(sandbox.status.active).toBe(false);
    expect(sandbox.status.warning).toContain('turned off (sandbox: off)');
    expect(sandbox.spawner.sandboxed).toBe(false);
  });

  it('auto: warns in plain words and the Bash tool still runs', async () => {
    const workspace = makeTempDir();
    try {
      const sandbox = await openSandbox({
        mode: 'auto',
        allowedDomains: none,
        workspace: workspace.dir,
        checkHost: unavailable,
      });
      expect(sandbox.status).toEqual({
        mode: 'auto',
        active: false,
        description: 'no tool boundary',
        warning: unprotectedWarning('no sudo here'),
      });
      expect(sandbox.status.warning).toMatch(
        /could read its environment and memory \(API key, GitHub token\)/,
      );
      const bash = createBashTool({
        workspaceRoot: workspace.dir,
        redactSecrets: noRedaction,
        env: { PATH: process.env.PATH },
        spawner: sandbox.spawner,
      });
      expect(text(await bash.call({ command: 'echo still runs' }, makeContext()))).toBe(
        'still runs',
      );
      await sandbox.close();
    } finally {
      workspace.cleanup();
    }
  });

  it('required: refuses with the reason', async () => {
    const attempt = openSandbox({
      mode: 'required',
      allowedDomains: none,
      workspace: '.',
      checkHost: unavailable,
    });
    await expect(attempt).rejects.toBeInstanceOf(SandboxRequiredError);
    await expect(attempt).rejects.toThrow(
      'sandbox: required, but the tool boundary cannot be set up: no sudo here',
    );
  });
});

const NOBODY = 65534;

describe.skipIf(!isRoot)(
  'the CLI as an unprivileged user without sudo (needs root to switch to nobody)',
  () => {
    let root: string;
    let workspace: string;
    let server: FakeAnthropic;
    let cli: ReturnType<typeof bundleCli>;

    beforeAll(() => {
      cli = bundleCli();
      root = mkdtempSync('/tmp/al-sbx-nobody-');
      chmodSync(root, 0o755);
      workspace = join(root, 'ws');
      for (const dir of [workspace, join(root, 'home'), join(root, 'tmp')]) {
        mkdirSync(dir);
        chownSync(dir, NOBODY, NOBODY);
      }
      writeFileSync(join(workspace, 'README.md'), '# nobody\n');
    });

    afterAll(async () => {
      await server?.close();
      cli?.remove();
      rmSync(root, { recursive: true, force: true });
    });

    const runAsNobody = (args: string[]) =>
      runCliAs(cli, { id: NOBODY, initGroups: false }, args, {
        cwd: workspace,
        env: {
          PATH: process.env.PATH,
          HOME: join(root, 'home'),
          TMPDIR: join(root, 'tmp'),
          ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
          ANTHROPIC_BASE_URL: server.url,
        },
      });

    it('auto warns on stderr and still runs Bash; required refuses before any request', async () => {
      server = await startFakeAnthropic([
        reply(toolUse('Bash', { command: 'echo ran-as-$(id -un)' })),
        reply(textBlock('done')),
      ]);
      const auto = await runAsNobody(['run', '--output-format', 'stream-json', 'go']);
      expect(auto.stderr).toMatch(
        /agent-loop: warning: The tool boundary is not active \(.*ordinary user.*\)/,
      );
      expect(auto.stdout).toContain('ran-as-nobody');
      expect(auto.code).toBe(0);

      const requestsBefore = server.requests.length;
      const required = await runAsNobody(['run', '--sandbox', 'required', 'go']);
      expect(required.code).toBe(1);
      expect(required.stderr).toMatch(
        /^agent-loop: --sandbox required, but the tool boundary cannot be set up: .*ordinary user/m,
      );
      expect(server.requests.length).toBe(requestsBefore);
    });
  },
);
