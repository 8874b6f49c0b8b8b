/**
 * The specifiers of file and web rules, as Claude Code writes them
 * (https://docs.anthropic.com/en/docs/claude-code/iam, "Read & Edit" and "WebFetch"):
 * a path pattern in gitignore's syntax, anchored by its start, and `domain:<host>`.
 *
 * - `//path`: from the filesystem root; `~/path`: from the home folder;
 *   `/path`: from the project root; `path` or `./path`: from the working folder
 *   (in agent-loop both are the workspace root).
 * - As in gitignore, a pattern without a `/` inside it (`*.env`, `.env`) matches
 *   at any depth below its anchor; one with a `/` is anchored (`docs/**`, `./.env`).
 *   `*` stays within one folder, `**` crosses folders, `?` is one character, and a
 *   pattern that matches a folder matches everything below it.
 */
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { escapeRegExp } from '../text/regexp.js';
import { PermissionRuleError } from './permission-rule-error.js';

/** A compiled path pattern. */
export interface PathPattern {
  /** The folder the pattern is relative to. */
  anchor: string;
  /** Matches a `/`-separated path relative to `anchor`. */
  regexp: RegExp;
}

/** Where the anchors of relative patterns are. */
export interface PathAnchors {
  /** `path` and `./path` (the working folder). */
  cwd: string;
  /** `/path` (the project root). */
  projectRoot: string;
  /** `~/path`. */
  home?: string;
}

/** Compiles a path specifier; throws a PermissionRuleError saying what is wrong with it. */
export function compilePathPattern(specifier: string, anchors: PathAnchors): PathPattern {
  const text = specifier.trim();
  if (text === '') throw new PermissionRuleError('empty path');
  if (text.includes('\0')) throw new PermissionRuleError('the path contains a NUL byte');
  // Every start but a bare pattern anchors it (as gitignore's leading `/` does).
  const [anchor, pattern, anchored] = text.startsWith('//')
    ? ['/', text.slice(2), true]
    : text === '~' || text.startsWith('~/')
      ? [anchors.home ?? homedir(), text.slice(2), true]
      : text.startsWith('/')
        ? [anchors.projectRoot, text.slice(1), true]
        : text.startsWith('./')
          ? [anchors.cwd, text.slice(2), true]
          : [anchors.cwd, text, false];
  const body = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  const source = body === '' ? '.*' : globSource(body);
  const inner = anchored || body.includes('/');
  return {
    anchor: resolve(anchor),
    regexp: new RegExp(inner ? `^${source}$` : `^(?:.*/)?${source}$`, 'u'),
  };
}

/**
 * Does `pattern` match the absolute `path` (or a folder above it, below the anchor)?
 */
export function pathMatches(pattern: PathPattern, path: string): boolean {
  const rel = relative(pattern.anchor, resolve(path));
  if (rel === '') return pattern.regexp.test('');
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
  const parts = rel.split(sep);
  for (let count = parts.length; count > 0; count--) {
    if (pattern.regexp.test(parts.slice(0, count).join('/'))) return true;
  }
  return false;
}

/** A glob of gitignore's syntax as a regular expression's source (no anchors). */
function globSource(glob: string): string {
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index]!;
    if (char === '*' && glob[index + 1] === '*') {
      const slashAfter = glob[index + 2] === '/';
      const atStart = index === 0 || glob[index - 1] === '/';
      if (atStart && slashAfter) {
        source += '(?:.*/)?';
        index += 2;
      } else {
        source += '.*';
        index += 1;
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = glob.indexOf(']', index + 2);
      if (close < 0) source += '\\[';
      else {
        const set = glob
          .slice(index + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${set}]`;
        index = close;
      }
    } else if (char === '\\' && index + 1 < glob.length) {
      source += escapeRegExp(glob[index + 1]!);
      index += 1;
    } else source += escapeRegExp(char);
  }
  return source;
}

/** A `domain:<host>` specifier: the host, or `*.<host>` for its subdomains. */
export function parseDomainSpecifier(specifier: string): string {
  const match = /^domain:(.+)$/.exec(specifier.trim());
  const host = match?.[1]?.trim().toLowerCase();
  if (!host || !/^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host)) {
    throw new PermissionRuleError(
      'a WebFetch rule is WebFetch(domain:<host>), e.g. WebFetch(domain:example.com)',
    );
  }
  return host;
}

/** Does the URL's host match the domain (`example.com`, or `*.example.com` for its subdomains)? */
export function domainMatches(domain: string, url: unknown): boolean {
  if (typeof url !== 'string') return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  if (domain.startsWith('*.')) return host.endsWith(domain.slice(1));
  return host === domain;
}

/** The absolute path a file tool's input names, resolved against the workspace (none: undefined). */
export function inputPath(tool: string, input: unknown, workspaceRoot: string): string | undefined {
  const record = (input ?? {}) as Record<string, unknown>;
  const key =
    tool === 'NotebookEdit'
      ? 'notebook_path'
      : tool === 'Glob' || tool === 'Grep'
        ? 'path'
        : 'file_path';
  const value = record[key];
  if (typeof value !== 'string' || value === '') {
    // Glob and Grep without a path search the workspace root.
    return tool === 'Glob' || tool === 'Grep' ? workspaceRoot : undefined;
  }
  return isAbsolute(value) ? resolve(value) : join(workspaceRoot, value);
}
