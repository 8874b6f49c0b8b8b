/**
 * Refuses to publish text that contains a known secret value, in any of the
 * forms the redactor masks (raw, URL-encoded, hex, base64 at every alignment),
 * also when whitespace or line breaks were put inside it (a value split over
 * lines, or base64 wrapped at 76 columns).
 */
import { cutText } from '../text/cut.js';
import { secretVariants } from './secrets.js';

/** Values shorter than this are too likely to occur by chance to be checked. */
const MIN_SECRET_LENGTH = 8;

/** Finds known secrets in a text; returns masked hints (never the value). */
export type SecretScanner = (text: string) => string[];

interface Target {
  hint: string;
  /** Forms searched for in the text as it is. */
  raw: string[];
  /** The same forms without whitespace, searched for in the text without whitespace. */
  compact: string[];
}

/**
 * Builds a scanner for `secrets` (the values the run knows: API key, GitHub
 * token, and so on); values shorter than 8 characters are ignored.
 */
export function createSecretScanner(secrets: readonly string[]): SecretScanner {
  const targets: Target[] = [];
  for (const secret of new Set(secrets)) {
    const value = secret.trim();
    if (value.length < MIN_SECRET_LENGTH) continue;
    const raw = secretVariants(value).filter((variant) => variant.length >= MIN_SECRET_LENGTH);
    const compact = [...new Set(raw.map(withoutWhitespace))].filter(
      (variant) => variant.length >= MIN_SECRET_LENGTH,
    );
    targets.push({ hint: mask(value), raw, compact });
  }
  return (text) => {
    if (targets.length === 0 || text.length === 0) return [];
    let compactText: string | undefined;
    const found: string[] = [];
    for (const target of targets) {
      if (target.raw.some((variant) => text.includes(variant))) {
        found.push(target.hint);
        continue;
      }
      compactText ??= withoutWhitespace(text);
      if (target.compact.some((variant) => compactText!.includes(variant))) found.push(target.hint);
    }
    return found;
  };
}

/** Returns the secrets (as masked hints, never the value) found in `text`. */
export function findSecrets(text: string, secrets: readonly string[]): string[] {
  return createSecretScanner(secrets)(text);
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/** `sk-a…(40 chars)`: enough to tell which secret, not enough to use it. */
function mask(value: string): string {
  return `${cutText(value, 4)}…(${value.length} chars)`;
}
