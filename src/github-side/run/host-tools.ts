/**
 * The GitHub side's own tools a permission rule may name beside the engine's built-in
 * ones (docs/contract.md#tools): the review's inline comment tool
 * (../review/comment-tool.ts). A rule naming one is valid in every run, offered there
 * or not: one repository's settings serve its review runs and the others alike, and
 * the CLI reads the same settings.
 */
export const GITHUB_HOST_TOOLS: readonly string[] = ['ReviewComment'];
