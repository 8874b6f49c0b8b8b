// The engine knows nothing of GitHub (docs/development.md#source-layout): no identifier or
// string literal of src/engine/ names a GitHub thing. What is GitHub's lives in
// src/github-side/, and the host hands the engine what it needs (its tool names, its
// prompts). Comments are not read: they may name GitHub as an example of a host.
// Read with the TypeScript compiler's own scanner.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** GitHub's words: its name, its objects, its SDK, its review's verdicts and diff sides. */
const GITHUB_WORDS =
  /github|pull[\s_-]?request|issue[\s_-]?comment|octokit|webhook|reviewcomment|request_changes/i;
const DIFF_SIDES = /^(RIGHT|LEFT)$/;

/** Each identifier and string literal of `text` that names GitHub, as "line: word". */
function githubWords(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const word =
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? node.text
        : ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
          ? node.text
          : undefined;
    if (word !== undefined && (GITHUB_WORDS.test(word) || DIFF_SIDES.test(word))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${word}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What is still GitHub's in the engine, with the number of words each file names and why
 * it stays for now. The list only shrinks: a file naming more, or fewer, fails.
 */
const PENDING: Readonly<Record<string, { words: number; why: string }>> = {
  'src/engine/mcp/config-source.ts': {
    words: 1,
    why: "the refusal of an MCP configuration inside the workspace names a pull request's head; printed text, kept as is (the host gives the workspace it does not trust)",
  },
  'src/engine/safety/links.ts': {
    words: 5,
    why: "what is posted to GitHub (its hosts): moves to the GitHub side with markdown-safety.ts's 18 importers",
  },
  'src/engine/safety/markdown-safety.ts': {
    words: 1,
    why: "GitHub's comment body limit: moves with links.ts",
  },
  'src/engine/safety/secrets.ts': {
    words: 33,
    why: "the child environment's pass and deny lists name the Actions runner's variables; a security boundary, to become a list the host supplies",
  },
  'src/engine/sandbox/index.ts': {
    words: 1,
    why: 'a printed warning naming the token the runner holds; printed text, kept as is',
  },
  'src/engine/session/system-prompt.ts': {
    words: 1,
    why: 'model-facing: the system prompt names issues and pull requests as untrusted text; changing it changes every run',
  },
  'src/engine/tools/write.ts': {
    words: 1,
    why: "model-facing: the tool's description names the workflow folder it cannot write",
  },
  'src/engine/tools/workspace-paths.ts': {
    words: 2,
    why: 'the workflow folder guard (allowWorkflowEdits): to become protected folders the host supplies',
  },
  'src/engine/tools/bash-permissions.ts': {
    words: 1,
    why: 'the same guard for redirections in Bash commands',
  },
};

describe('the engine', () => {
  it('names no GitHub thing in its identifiers and strings (but the pending files, as many)', () => {
    const counts: Record<string, number> = {};
    for (const path of sourceFiles(root, 'src/engine')) {
      const words = githubWords(path, readFileSync(join(root, path), 'utf8'));
      if (words.length > 0 || PENDING[path]) counts[path] = words.length;
      if (words.length !== (PENDING[path]?.words ?? 0))
        expect
          .soft(words, `${path} names GitHub (${PENDING[path]?.why ?? 'not pending'})`)
          .toEqual([]);
    }
    expect(counts).toEqual(
      Object.fromEntries(Object.entries(PENDING).map(([path, entry]) => [path, entry.words])),
    );
  });

  it('finds GitHub in names and strings, never in comments', () => {
    const text = [
      '// a pull request, GitHub, RIGHT',
      "const pullRequest = 1; const side = 'RIGHT'; const left = 'left';",
      'const url = `${base}/github/${id}`; type T = { octokit: 1 };',
      "/** An issue comment */ const tool = 'ReviewComment';",
    ].join('\n');
    expect(githubWords('probe.ts', text)).toEqual([
      '2: pullRequest',
      '2: RIGHT',
      '3: /github/',
      '3: octokit',
      '4: ReviewComment',
    ]);
  });
});
