/**
 * Logging untrusted text on a GitHub runner. The runner treats a line whose
 * trimmed start is `::` as a workflow command (`::add-mask::`, `::set-output`,
 * `::stop-commands::`), and the old `##[command]` form anywhere in a line; text
 * from tools or the model could use either to steer the runner.
 */

/** Invisible and not whitespace to .NET's Trim(), so it breaks the command marker. */
const BREAK = '\u200B';

/**
 * Neutralises workflow commands in `text` so the runner prints it literally:
 * lines starting with `::` (after whitespace) and every `##[` get a zero-width
 * space. Carriage returns count as line breaks, as they do for the runner.
 */
export function escapeWorkflowCommands(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((piece) => piece.replace(LEADING_COMMAND, `$1${BREAK}::`).replace(/##\[/g, `##${BREAK}[`))
    .join('');
}

/**
 * `::` after what .NET's TrimStart() removes: JavaScript's `\s` plus U+0085 (NEL)
 * and U+180E, which .NET counts as white space and JavaScript does not.
 */
const LEADING_COMMAND = /^([\s\u0085\u180e]*)::/;

/**
 * Returns `text` escaped by {@link escapeWorkflowCommands} and wrapped in
 * `::stop-commands::<random token>` … `::<token>::`, so the runner processes no
 * command inside it even if the escaping missed a form. Print the result as is.
 */
export function wrapUntrustedForLog(text: string): string {
  const token = `agent-loop-${randomHex(16)}`;
  return `::stop-commands::${token}\n${escapeWorkflowCommands(text)}\n::${token}::`;
}

/** `bytes` random bytes as hex; the global Web Crypto loads only when first called. */
function randomHex(bytes: number): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
}
