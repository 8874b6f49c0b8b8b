/**
 * Downloading an attachment against local servers: one stands in for the GitHub server
 * (`GITHUB_SERVER_URL`), answering an attachment with a redirect to its storage as GitHub
 * does (https://github.com/desktop/desktop/pull/18830: `/user-attachments/assets/<id>`,
 * read with a token, redirected to a signed storage URL); another stands for any other host.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImage } from '../../src/github-side/images/download.js';
import { pngBytes } from '../support/image-bytes.js';

const TOKEN = 'ghs_IMAGEtoken0123456789abcdefghijklmn';

interface Seen {
  path: string;
  authorization?: string;
}

let github: Server;
let other: Server;
let serverUrl = '';
let otherUrl = '';
const githubSeen: Seen[] = [];
const otherSeen: Seen[] = [];
const open = new Set<ServerResponse>();

function start(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  return new Promise<{ server: Server; url: string }>((resolve) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

function answerGitHub(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  const authorization = request.headers.authorization;
  githubSeen.push({ path, ...(authorization ? { authorization } : {}) });
  const asset = /^\/user-attachments\/assets\/([\w-]+)$/.exec(path)?.[1];
  if (asset) {
    if (authorization !== `Bearer ${TOKEN}`) return void response.writeHead(404).end();
    const to: Record<string, string> = {
      ok: '/storage/ok?sig=signed',
      html: '/storage/html?sig=signed',
      big: '/storage/big?sig=signed',
      tall: '/storage/tall?sig=signed',
      away: `${otherUrl}/storage/ok`,
      loop: '/storage/hop-1',
    };
    if (asset === 'slow') return void open.add(response);
    if (to[asset]) return void response.writeHead(302, { location: to[asset] }).end();
    return void response.writeHead(404).end();
  }
  if (path.startsWith('/storage/')) {
    // The storage URL is signed: a token sent here would be a token sent too far.
    if (authorization) return void response.writeHead(400).end('token sent to storage');
    const hop = /^\/storage\/hop-(\d)$/.exec(path)?.[1];
    if (hop) {
      const next = hop === '2' ? '/storage/ok' : `/storage/hop-${Number(hop) + 1}`;
      return void response.writeHead(302, { location: next }).end();
    }
    if (path.startsWith('/storage/tall')) {
      // A full-page screenshot: the API refuses more than 8000 px a side.
      return void response.writeHead(200).end(pngBytes(1280, 9000));
    }
    if (path.startsWith('/storage/ok')) {
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes());
    }
    if (path.startsWith('/storage/html')) {
      // GitHub's sign-in page where an image was expected (and a server that says png).
      return void response
        .writeHead(200, { 'content-type': 'image/png' })
        .end('<!DOCTYPE html><html><body>Sign in</body></html>');
    }
    if (path.startsWith('/storage/big')) {
      // No content-length: only the bytes as they come tell the size.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(pngBytes(100, 100, 1024 * 1024));
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 1;
      const more = () => {
        if (sent >= 8 || response.destroyed) return void response.end();
        sent++;
        response.write(chunk, more);
      };
      more();
      return;
    }
  }
  response.writeHead(404).end();
}

beforeAll(async () => {
  const first = await start(answerGitHub);
  github = first.server;
  serverUrl = first.url;
  const second = await start((request, response) => {
    otherSeen.push({
      path: request.url ?? '/',
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
    response.writeHead(200, { 'content-type': 'image/png' }).end(pngBytes());
  });
  other = second.server;
  otherUrl = second.url;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  for (const server of [github, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const download = (url: string, extra: { timeoutMs?: number } = {}) =>
  downloadImage(url, { token: TOKEN, serverUrl, ...extra });

describe('downloadImage', () => {
  it('asks the server with the token and its storage without it', async () => {
    githubSeen.length = 0;
    const result = await download(`${serverUrl}/user-attachments/assets/ok`);
    expect(result).toMatchObject({ mediaType: 'image/png' });
    expect('bytes' in result && result.bytes.equals(pngBytes())).toBe(true);
    expect(githubSeen).toEqual([
      { path: '/user-attachments/assets/ok', authorization: `Bearer ${TOKEN}` },
      { path: '/storage/ok?sig=signed' },
    ]);
  });

  it('never follows a redirect to another host, and never asks one', async () => {
    otherSeen.length = 0;
    const result = await download(`${serverUrl}/user-attachments/assets/away`);
    expect(result).toEqual({
      reason: "GitHub's answer sent it to another host, which was not asked",
    });
    const direct = await download(`${otherUrl}/user-attachments/assets/ok`);
    expect(direct).toHaveProperty('reason');
    expect(otherSeen).toEqual([]);
  });

  it('judges the type by the bytes: an HTML page is not an image', async () => {
    expect(await download(`${serverUrl}/user-attachments/assets/html`)).toEqual({
      reason: 'not a PNG, JPEG, GIF or WebP image (judged by its bytes)',
    });
  });

  it('leaves out an image larger than the API accepts, by the size its header gives', async () => {
    expect(await download(`${serverUrl}/user-attachments/assets/tall`)).toEqual({
      reason: '1280 × 9000 px, more than the 8000 px a side the API accepts',
    });
  });

  it('stops reading past 5 MB', async () => {
    expect(await download(`${serverUrl}/user-attachments/assets/big`)).toEqual({
      reason: 'larger than 5 MB',
    });
  });

  it('gives up on a server that does not answer, and on a chain of redirects', async () => {
    const slow = await download(`${serverUrl}/user-attachments/assets/slow`, { timeoutMs: 300 });
    expect(slow).toEqual({ reason: 'the download took longer than 0.3 s' });
    expect(await download(`${serverUrl}/user-attachments/assets/loop`)).toEqual({
      reason: 'too many redirects',
    });
  });

  it('says what GitHub answered when the attachment is not there', async () => {
    expect(await download(`${serverUrl}/user-attachments/assets/missing`)).toEqual({
      reason: 'GitHub answered 404',
    });
  });
});
