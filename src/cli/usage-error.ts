/** A bad command line: exit status 2. Its own module, so what throws it need not load commander. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
