/**
 * The rules GitHub enforces on a branch (rulesets, at the repository and organisation
 * level), read before publishing: `GET /repos/{owner}/{repo}/rules/branches/{branch}`
 * ("Get rules for a branch": every active rule that applies, with the ruleset it comes
 * from; a branch that does not exist yet gets the rules its name would get).
 * https://docs.github.com/en/rest/repos/rules#get-rules-for-a-branch
 */
import { describeApiError, type GitHubClient } from './octokit.js';
import type { RepoRef } from './types.js';

/** One rule as the endpoint lists it (only the fields the action reads). */
export interface BranchRule {
  type: string;
  ruleset_source?: string;
  ruleset_id?: number;
}

/** The rules, or why they could not be read (the run then goes on as configured). */
export type BranchRules = { rules: BranchRule[] } | { error: string };

/** Reads the rules that apply to `branch`; never throws. */
export async function fetchBranchRules(
  client: GitHubClient,
  repo: RepoRef,
  branch: string,
): Promise<BranchRules> {
  try {
    const rules = await client.paginate('GET /repos/{owner}/{repo}/rules/branches/{branch}', {
      owner: repo.owner,
      repo: repo.repo,
      branch,
      per_page: 100,
    });
    return {
      rules: rules.map(({ type, ruleset_source, ruleset_id }) => ({
        type,
        ruleset_source,
        ruleset_id,
      })),
    };
  } catch (error) {
    return { error: describeApiError(error) };
  }
}

/** The rule that asks for verified signatures, if any applies. */
export function signatureRule(rules: readonly BranchRule[]): BranchRule | undefined {
  return rules.find((rule) => rule.type === 'required_signatures');
}

/** "required_signatures (ruleset 42 of octo-org)": how a report names a rule. */
export function describeRule(rule: BranchRule): string {
  const source =
    rule.ruleset_id !== undefined
      ? ` (ruleset ${rule.ruleset_id}${rule.ruleset_source ? ` of ${rule.ruleset_source}` : ''})`
      : '';
  return `${rule.type}${source}`;
}
