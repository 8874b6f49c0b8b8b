/** GitHub's GH013 refusal, as git prints it, read into the rules it names. */
import { describe, expect, it } from 'vitest';
import {
  describeRuleViolations,
  parseRuleViolations,
} from '../../src/github-side/git/rule-violations.js';

// The shape of a real refusal (github.com/transloadit/uppy/pull/6442), trailing blanks kept.
const REFUSAL = [
  'remote: error: GH013: Repository rule violations found for refs/heads/agent/issue-3.        ',
  'remote: Review all repository rules at https://github.com/octo-org/octo-repo/rules?ref=refs%2Fheads%2Fagent%2Fissue-3        ',
  'remote: ',
  'remote: - Changes must be made through a pull request.        ',
  'remote: - Commits must have verified signatures.        ',
  'remote:   Found 1 violation:        ',
  'remote: ',
  'remote:   881bbb3d511baa101fc127a2ad906e42ca7f80ed        ',
  'remote: ',
  'To https://github.com/octo-org/octo-repo',
  ' ! [remote rejected] HEAD -> agent/issue-3 (push declined due to repository rule violations)',
].join('\n');

describe('parseRuleViolations', () => {
  it('names each violated rule and where GitHub lists the rules', () => {
    const violations = parseRuleViolations(REFUSAL);
    expect(violations).toEqual({
      ref: 'refs/heads/agent/issue-3',
      rules: [
        'Changes must be made through a pull request',
        'Commits must have verified signatures',
      ],
      rulesUrl: 'https://github.com/octo-org/octo-repo/rules?ref=refs%2Fheads%2Fagent%2Fissue-3',
    });
    expect(describeRuleViolations(violations!)).toBe(
      "GitHub's rules for agent/issue-3 refused the push: Changes must be made through a pull request; Commits must have verified signatures (the rules: https://github.com/octo-org/octo-repo/rules?ref=refs%2Fheads%2Fagent%2Fissue-3). Set commit_signing: api so GitHub signs the agent's commits",
    );
  });

  it('is undefined for any other refusal', () => {
    expect(parseRuleViolations(' ! [rejected] HEAD -> main (fetch first)')).toBeUndefined();
  });
});
