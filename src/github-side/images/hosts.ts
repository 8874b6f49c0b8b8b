/**
 * Which image URLs are GitHub's own attachments, and where their download may go
 * (docs/contract.md#images). The forms GitHub writes into an issue or a comment when a
 * file is attached, as GitHub's own client (GitHub Desktop, `authenticated-image-filter.ts`)
 * and users' reports of GitHub's answers list them:
 *
 * - `<server>/user-attachments/assets/<id>` (today's form, on github.com and GitHub
 *   Enterprise Server alike), and `<server>/<owner>/<repo>/assets/<user>/<id>` (the form
 *   before it); private in a private repository, read with a token of the repository;
 *   GitHub answers with a redirect to its storage (on github.com
 *   `private-user-images.githubusercontent.com/…?jwt=…`, a signed URL);
 * - `<server>/storage/user/<user>/files/<id>` on GitHub Enterprise Server;
 * - `user-images.githubusercontent.com/<user>/<id>.png` (the oldest form, public) and
 *   `private-user-images.githubusercontent.com/…` (a signed storage URL copied from a page).
 *
 * The job's token goes only to the server itself (`GITHUB_SERVER_URL`); a storage URL is
 * signed and gets no token, nor does github.com's attachment seen from a GitHub Enterprise
 * Server (a public one loads without); any other host is never asked.
 */

/** GitHub's storage hosts: an attachment may be fetched from them, and redirected to them. */
export const STORAGE_HOSTS = [
  'private-user-images.githubusercontent.com',
  'user-images.githubusercontent.com',
  'objects.githubusercontent.com',
] as const;

const DOTCOM = 'https://github.com';

/** Paths of attachments on the server. */
const SERVER_ATTACHMENT_PATHS = [
  /^\/user-attachments\/assets\/[\w-]+\/?$/,
  /^\/[^/]+\/[^/]+\/assets\/\d+\/[\w-]+\/?$/,
  /^\/storage\/user\/\d+\/files\/[\w-]+\/?$/,
];

/** Where an attachment is fetched from, and whether the job's token goes with the request. */
export type AttachmentSource = { url: URL; withToken: boolean } | { reason: string };

/** Judges an image's URL: an attachment on GitHub's hosts, or why it is not fetched. */
export function attachmentSource(url: string, serverUrl: string): AttachmentSource {
  const parsed = parseUrl(url);
  const server = parseUrl(serverUrl);
  const notGitHub = { reason: "not on GitHub's attachment hosts, so it was not downloaded" };
  if (!parsed || parsed.username || parsed.password) return notGitHub;
  const attachment = SERVER_ATTACHMENT_PATHS.some((path) => path.test(parsed.pathname));
  const notAttachment = {
    reason: 'a file on GitHub that is not an attachment, so it was not downloaded',
  };
  if (server && parsed.origin === server.origin) {
    return attachment ? { url: parsed, withToken: true } : notAttachment;
  }
  // github.com's attachment seen from a GitHub Enterprise Server: public ones load, without its token.
  if (parsed.origin === DOTCOM)
    return attachment ? { url: parsed, withToken: false } : notAttachment;
  return isStorage(parsed) ? { url: parsed, withToken: false } : notGitHub;
}

/**
 * True when GitHub's answer may send the download to `target`: GitHub's storage, or the
 * server itself (GitHub Enterprise Server keeps attachments on its own host).
 */
export function redirectAllowed(target: URL, serverUrl: string): boolean {
  const server = parseUrl(serverUrl);
  if (target.username || target.password) return false;
  return (server !== undefined && target.origin === server.origin) || isStorage(target);
}

function isStorage(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && (STORAGE_HOSTS as readonly string[]).includes(host);
}

function parseUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
