/** Branch names: built from issue titles, checked by `git check-ref-format` rules. */
import { AgentLoopError } from '../../engine/errors/agent-loop-error.js';

/**
 * True when `name` is a valid branch name (the rules of `git check-ref-format
 * --branch`): no control characters, space, `~ ^ : ? * [ \`, no `..`, `@{`,
 * `//`, no component starting with `.` or ending with `.lock`, not ending with
 * `/` or `.`, not `@`, not starting with `-`.
 */
export function isValidBranchName(name: string): boolean {
  if (!name || name === '@' || name.startsWith('-') || name.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007F~^:?*[\\]/.test(name)) return false;
  if (name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  if (name.endsWith('/') || name.endsWith('.')) return false;
  return name
    .split('/')
    .every((part) => part.length > 0 && !part.startsWith('.') && !part.endsWith('.lock'));
}

/** An ASCII slug of `title`: lowercase words joined by `-`, at most `max` characters. */
export function slugify(title: string, max = 40): string {
  const ascii = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  // Prefer ending on a whole word.
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** A branch name git would refuse, made with the `branch_prefix` input. */
export class BranchNameError extends AgentLoopError<'branch_name'> {
  override readonly name = 'BranchNameError';
  get kind() {
    return 'branch_name' as const;
  }
}

/** `name` when git takes it as a branch; a BranchNameError (a bad prefix) otherwise. */
export function checkedBranchName(name: string): string {
  if (!isValidBranchName(name))
    throw new BranchNameError(`Invalid branch name "${name}" (check branch_prefix)`);
  return name;
}

/** `<prefix>issue-<n>-<slug>` (the slug is dropped when the title has no ASCII words). */
export function issueBranchName(prefix: string, issueNumber: number, title: string): string {
  const slug = slugify(title);
  return checkedBranchName(`${prefix}issue-${issueNumber}${slug ? `-${slug}` : ''}`);
}
