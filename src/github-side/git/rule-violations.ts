/**
 * GitHub's refusal of a push by a repository rule, as its git server writes it from the
 * pre-receive step (each line prefixed `remote:` by git):
 *
 *   remote: error: GH013: Repository rule violations found for refs/heads/<branch>.
 *   remote: Review all repository rules at https://github.com/<owner>/<repo>/rules?ref=…
 *   remote:
 *   remote: - Commits must have verified signatures.
 *   remote:   Found 1 violation:
 *   …
 *    ! [remote rejected] … (push declined due to repository rule violations)
 *
 * (the wording of real refusals, e.g. in github.com/transloadit/uppy/pull/6442). The
 * report names the rules instead of quoting git's whole output.
 */

/** The rules a refusal names, and where GitHub lists them. */
export interface RuleViolations {
  ref: string;
  /** Each violated rule as GitHub words it ("Commits must have verified signatures"). */
  rules: string[];
  rulesUrl?: string;
}

const HEADER = /GH013: Repository rule violations found for (\S+?)\.?\s*$/;

/** The rule violations in git's output, or undefined when it is not such a refusal. */
export function parseRuleViolations(output: string): RuleViolations | undefined {
  const lines = output.split(/\r?\n/).map((line) => line.replace(/^remote:\s?/, '').trimEnd());
  const at = lines.findIndex((line) => HEADER.test(line));
  if (at < 0) return undefined;
  const ref = HEADER.exec(lines[at]!)![1]!;
  const rules: string[] = [];
  let rulesUrl: string | undefined;
  for (const line of lines.slice(at + 1)) {
    if (/^To \S/.test(line) || line.startsWith(' ! ')) break;
    const url = /^Review all repository rules at (\S+)/.exec(line);
    if (url) rulesUrl = url[1];
    const rule = /^- (.+?)\.?$/.exec(line.trim());
    if (rule && !line.startsWith('  ')) rules.push(rule[1]!);
  }
  return { ref, rules, ...(rulesUrl ? { rulesUrl } : {}) };
}

/** One sentence for the report: which rules refused the push, and where to read them. */
export function describeRuleViolations(violations: RuleViolations): string {
  const branch = violations.ref.replace(/^refs\/heads\//, '');
  const named = violations.rules.length > 0 ? violations.rules.join('; ') : 'a repository rule';
  const where = violations.rulesUrl ? ` (the rules: ${violations.rulesUrl})` : '';
  const hint = violations.rules.some((rule) => /signature/i.test(rule))
    ? ". Set commit_signing: api so GitHub signs the agent's commits"
    : '';
  return `GitHub's rules for ${branch} refused the push: ${named}${where}${hint}`;
}
