/**
 * Attachments on the fake GitHub server, as GitHub serves the files people attach to
 * issues and comments: `<server>/user-attachments/assets/<id>`, private in a private
 * repository, so a request without a token is answered 404; with one, a 302 to a signed
 * URL on GitHub's storage (users' reports of GitHub's answers, e.g.
 * https://github.com/josegonzalez/python-github-backup/issues/477, and GitHub Desktop's
 * https://github.com/desktop/desktop/pull/18830). The storage is this server on another
 * path; it takes the signature, and a token sent there is recorded as a violation: the
 * token must never leave the server.
 */

/** One attached file. */
export interface FakeAttachment {
  /** The id in `/user-attachments/assets/<id>`. */
  id: string;
  bytes: Buffer | string;
  /** The content type the storage claims (GitHub's own; the action must not trust it). */
  contentType?: string;
  /** Where the server's redirect points instead of its storage (a host that is not GitHub's). */
  redirectTo?: string;
}

/** Where the attachments are, under the server URL. */
export const ATTACHMENT_PATH = '/user-attachments/assets/';
/** Where the fake's storage serves them (signed URLs). */
export const STORAGE_PATH = '/_storage/user-attachments/';

const SIGNATURE = 'fake-jwt';

interface AttachmentRequest {
  query: Record<string, string>;
  baseUrl: string;
  authorization?: string;
}

interface AttachmentAnswer {
  status?: number;
  body: undefined;
  headers?: Record<string, string>;
  raw: string | Buffer;
}

/** The two routes: the attachment (token → redirect) and the storage (signature → bytes). */
export function attachmentRoutes(
  attachments: () => readonly FakeAttachment[],
  violation: (message: string) => void,
): [string, RegExp, (match: string[], request: AttachmentRequest) => AttachmentAnswer][] {
  const find = (id: string) => attachments().find((attachment) => attachment.id === id);
  const notFound: AttachmentAnswer = { status: 404, body: undefined, raw: 'Not Found' };
  return [
    [
      'GET',
      new RegExp(`^${ATTACHMENT_PATH}([\\w-]+)$`),
      (match, request) => {
        const attachment = find(match[1]!);
        if (!attachment || !/^(?:token|bearer) \S+$/i.test(request.authorization ?? '')) {
          return notFound;
        }
        const location =
          attachment.redirectTo ??
          `${request.baseUrl}${STORAGE_PATH}${attachment.id}?jwt=${SIGNATURE}`;
        return { status: 302, body: undefined, raw: '', headers: { location } };
      },
    ],
    [
      'GET',
      new RegExp(`^${STORAGE_PATH}([\\w-]+)$`),
      (match, request) => {
        if (request.authorization) {
          violation(`GET ${STORAGE_PATH}${match[1]}: the token was sent to the storage host`);
          return { status: 400, body: undefined, raw: 'Bad Request' };
        }
        const attachment = find(match[1]!);
        if (!attachment || request.query.jwt !== SIGNATURE) return notFound;
        return {
          body: undefined,
          raw: attachment.bytes,
          headers: { 'content-type': attachment.contentType ?? 'image/png' },
        };
      },
    ],
  ];
}
