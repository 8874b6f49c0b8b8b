/** Refuses to publish text that contains a known secret value. */
import { cutText } from '../text/cut.js';

/** Values shorter than this are too likely to occur by chance to be checked. */
const MIN_SECRET_LENGTH = 8;

/**
 * Returns the secrets (as masked hints, never the value) found in `text`.
 * `secrets` are the values the run knows: API key, GitHub token, and so on.
 */
export function findSecrets(text: string, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const value = secret.trim();
    if (value.length < MIN_SECRET_LENGTH) continue;
    const encoded = Buffer.from(value, 'utf8').toString('base64');
    if (text.includes(value) || text.includes(encoded.replace(/=+$/, ''))) found.push(mask(value));
  }
  return found;
}

/** `sk-ant-…(40 chars)`: enough to tell which secret, not enough to use it. */
function mask(value: string): string {
  return `${cutText(value, 4)}…(${value.length} chars)`;
}
