/**
 * The root of every error agent-loop throws on purpose, in both wings and the front ends
 * above them. Each says what failed with its `kind` (a model call's kinds are ModelError's,
 * src/engine/model/types.ts), so the CLI, eval and the action branch on classes and kinds,
 * never on a message's text: the text is for people and may change.
 */
export abstract class AgentLoopError<Kind extends string = string> extends Error {
  /** What failed, in a word the code branches on. */
  abstract readonly kind: Kind;
}

/** Whether `error` is agent-loop's own, of one of `kinds`. */
export function isErrorOfKind<Kind extends string>(
  error: unknown,
  kinds: readonly Kind[],
): error is AgentLoopError<Kind> {
  return error instanceof AgentLoopError && (kinds as readonly string[]).includes(error.kind);
}
