/**
 * Input `review_fail_on`'s values, on their own so that input parsing (the action's
 * first step, before it knows whether the event is a request) loads no GitHub client.
 */
export const REVIEW_FAIL_ON = ['never', 'blocking', 'important'] as const;
/** Input `review_fail_on`: the lowest severity that makes the check fail. */
export type ReviewFailOn = (typeof REVIEW_FAIL_ON)[number];

/** Input `review_autofix`'s values: the lowest severity a review's autofix takes on (`off`: none). */
export const REVIEW_AUTOFIX = ['off', 'blocking', 'important'] as const;
/** Input `review_autofix` (docs/contract.md#review-autofix). */
export type ReviewAutofix = (typeof REVIEW_AUTOFIX)[number];
