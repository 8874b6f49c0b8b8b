export const id = 96;
export const ids = [96];
export const modules = {

/***/ 94096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  connectMcpServers: () => (/* binding */ connectMcpServers)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 11 modules
var streamableHttp = __webpack_require__(31502);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/mcp/process-transport.ts

/** stderr kept for error messages. */
const STDERR_TAIL_CHARS = 4096;
/**
 * How long a server may take to exit once its stdin is closed (MCP's stdio
 * shutdown) before it is killed: time to act on a cancellation just sent.
 */
const EXIT_GRACE_MS = 1000;
class ProcessTransport {
    call;
    onclose;
    onerror;
    onmessage;
    buffer = new stdio/* ReadBuffer */.pt();
    stderrTail = '';
    exitDescription;
    closed = false;
    /** True once the process ended by itself (not by {@link close}). */
    exited = false;
    constructor(call) {
        this.call = call;
    }
    start() {
        const { child } = this.call;
        child.stdout?.on('data', (chunk) => {
            try {
                this.buffer.append(chunk);
            }
            catch (error) {
                // One message over the buffer's limit (10 MB): the stream cannot be resynchronised.
                this.exitDescription ??= `was stopped: ${error.message}`;
                void this.close();
                return;
            }
            this.readMessages();
        });
        child.stderr?.setEncoding('utf8').on('data', (chunk) => {
            this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
        });
        // A write to a server that is gone fails with EPIPE; the exit says why.
        child.stdin?.on('error', () => undefined);
        child.once('error', (error) => {
            this.exited ||= !this.closed;
            this.exitDescription ??= `could not be started: ${error.message}`;
            void this.close();
        });
        child.once('exit', (code, signal) => {
            this.exited ||= !this.closed;
            this.exitDescription ??=
                code === null ? `was killed by ${signal ?? 'a signal'}` : `exited with code ${code}`;
            void this.close();
        });
        return Promise.resolve();
    }
    send(message) {
        const stdin = this.call.child.stdin;
        if (this.closed || !stdin || stdin.destroyed) {
            return Promise.reject(new Error(`the server ${this.describeExit()}`));
        }
        return new Promise((resolve, reject) => {
            stdin.write((0,stdio/* serializeMessage */.Ex)(message), (error) => (error ? reject(error) : resolve()));
        });
    }
    /** Closes stdin, lets the server exit for a moment, then kills its processes; calls onclose once. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const { child } = this.call;
        if (!this.exited) {
            this.exitDescription ??= 'was stopped';
            child.stdin?.end();
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, EXIT_GRACE_MS);
                child.once('exit', () => {
                    clearTimeout(timer);
                    resolve();
                });
            });
        }
        // Whatever it started (or the server itself, when it did not exit) dies now.
        await this.call.kill();
        child.stdout?.destroy();
        child.stderr?.destroy();
        this.call.release();
        this.buffer.clear();
        this.onclose?.();
    }
    /** Why the process is gone, and the end of what it wrote to stderr. */
    describeExit() {
        const stderr = this.stderrTail.trim().split('\n').slice(-5).join(' / ');
        const why = this.exitDescription ?? 'is running';
        return stderr ? `${why}; its stderr ended with: ${stderr}` : why;
    }
    readMessages() {
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (error) {
                // A line that is not JSON-RPC (a stray log line) is reported, not fatal.
                this.onerror?.(error);
                continue;
            }
            if (message === null)
                return;
            this.onmessage?.(message);
        }
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./src/mcp/result.ts
/** The API's own limit for one image. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const API_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
function convertMcpResult(result) {
    const blocks = [];
    for (const item of result.content ?? [])
        blocks.push(convertBlock(item));
    if (blocks.length === 0 && result.structuredContent !== undefined) {
        blocks.push({ type: 'text', text: JSON.stringify(result.structuredContent) });
    }
    if (blocks.length === 0 && result.toolResult !== undefined) {
        blocks.push({ type: 'text', text: JSON.stringify(result.toolResult) });
    }
    const isError = result.isError === true;
    if (blocks.length === 0)
        return { content: '(no output)', ...(isError ? { isError } : {}) };
    const content = blocks.every((block) => block.type === 'text')
        ? blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n')
        : blocks;
    return { content, ...(isError ? { isError } : {}) };
}
function convertBlock(item) {
    const block = (typeof item === 'object' && item !== null ? item : {});
    const text = (value) => ({ type: 'text', text: value });
    switch (block.type) {
        case 'text':
            return text(String(block.text ?? ''));
        case 'image':
            return convertImage(String(block.data ?? ''), String(block.mimeType ?? 'unknown'));
        case 'audio':
            return text(`[audio (${String(block.mimeType)}), ${base64Bytes(block.data)} bytes: not shown]`);
        case 'resource':
            return convertResource(block.resource);
        case 'resource_link':
            return text(`[resource link: ${String(block.uri)}${block.name ? ` (${String(block.name)})` : ''}]`);
        default:
            return text(`[content of type ${JSON.stringify(block.type)}: not shown]`);
    }
}
function convertImage(data, mimeType) {
    const bytes = base64Bytes(data);
    if (API_IMAGE_TYPES.has(mimeType) && bytes > 0 && bytes <= MAX_IMAGE_BYTES) {
        return {
            type: 'image',
            source: { type: 'base64', media_type: mimeType, data },
        };
    }
    const why = API_IMAGE_TYPES.has(mimeType) ? 'too large to show' : 'a type the model cannot see';
    return { type: 'text', text: `[image (${mimeType}), ${bytes} bytes: ${why}]` };
}
function convertResource(resource) {
    const entry = (typeof resource === 'object' && resource !== null ? resource : {});
    const uri = String(entry.uri ?? 'unknown');
    if (typeof entry.text === 'string')
        return { type: 'text', text: `[resource ${uri}]\n${entry.text}` };
    const type = typeof entry.mimeType === 'string' ? `${entry.mimeType}, ` : '';
    return {
        type: 'text',
        text: `[resource ${uri} (${type}${base64Bytes(entry.blob)} bytes): not shown]`,
    };
}
/** Decoded size of base64 text, without decoding it. */
function base64Bytes(data) {
    if (typeof data !== 'string')
        return 0;
    const clean = data.replace(/\s/g, '');
    const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
    return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

;// CONCATENATED MODULE: ./src/mcp/tools.ts
/**
 * A server's tools as tools the loop offers: `mcp__<server>__<tool>` with the
 * server's own input schema. A call has a timeout and follows the run's abort
 * signal; either way the SDK sends the server `notifications/cancelled`. A
 * failing call (a server error, a timeout, a server that died) is an error
 * result, never a throw.
 */


/** The API's limit on a tool name. */
const MAX_TOOL_NAME_LENGTH = 64;
/** Descriptions beyond this are cut (some servers put whole manuals there). */
const MAX_DESCRIPTION_CHARS = 2048;
/** The model-facing name: characters the API does not take become `_`, as Claude Code does. */
function mcpToolName(server, tool) {
    return `mcp__${server}__${tool.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
/** The server's tools; `skipped` collects the ones that cannot be offered, with why. */
function createMcpTools(server, listed, timeoutMs, skipped) {
    const tools = [];
    const names = new Set();
    for (const entry of listed) {
        const name = mcpToolName(server.name, entry.name);
        if (name.length > MAX_TOOL_NAME_LENGTH) {
            skipped.push(`${entry.name} (the name ${name} is over ${MAX_TOOL_NAME_LENGTH} characters)`);
        }
        else if (names.has(name)) {
            skipped.push(`${entry.name} (another tool of the server is also named ${name})`);
        }
        else {
            names.add(name);
            tools.push(createMcpTool(server, entry, name, timeoutMs));
        }
    }
    return tools;
}
const anyObject = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
function createMcpTool(server, entry, name, timeoutMs) {
    const description = (entry.description ?? '').trim() || `${entry.name} (MCP server ${server.name})`;
    return {
        name,
        description: description.length > MAX_DESCRIPTION_CHARS
            ? `${description.slice(0, MAX_DESCRIPTION_CHARS)}… [description cut]`
            : description,
        // The server validates its own input; the model sees the server's schema.
        inputSchema: anyObject,
        inputJsonSchema: { ...entry.inputSchema, type: 'object' },
        isConcurrencySafe: () => entry.annotations?.readOnlyHint === true,
        call: async (input, context) => {
            const down = server.unavailable();
            if (down)
                return failure(`MCP server "${server.name}" is not running: ${down}`);
            try {
                const result = await server.callTool(entry.name, input, {
                    signal: context.signal,
                    timeout: timeoutMs,
                });
                return convertMcpResult(result);
            }
            catch (error) {
                if (context.signal.aborted) {
                    return failure(`The call to ${name} was cancelled: the run was stopped.`);
                }
                return failure(describeCallError(server, name, error, timeoutMs));
            }
        },
    };
}
function describeCallError(server, name, error, timeoutMs) {
    const down = server.unavailable();
    if (down)
        return `MCP server "${server.name}" stopped during the call: ${down}`;
    const code = error.code;
    // -32001 is the SDK's RequestTimeout.
    if (code === -32001) {
        return `${name} did not answer within ${timeoutMs} ms; the call was cancelled (MCP_TOOL_TIMEOUT sets the limit).`;
    }
    const message = error instanceof Error ? error.message : String(error);
    return `${name} failed: ${message}`;
}
function failure(message) {
    return { content: message, isError: true };
}

;// CONCATENATED MODULE: ./src/mcp/connect.ts
/**
 * Starts the configured MCP servers with the SDK's client (this module is
 * imported only when a configuration names servers, so a run without MCP never
 * loads the SDK). A stdio server is a tool process: the tool spawner starts it
 * (inside the boundary when there is one) with only its configured environment
 * plus PATH and HOME. An HTTP server is reached from this process. A server that
 * fails to start is reported and left out; the run goes on without it.
 */




const CLIENT_INFO = { name: 'agent-loop', version: '0.1.0' };
/** Pages of tools/list read at most (a server that pages forever is cut off). */
const MAX_TOOL_PAGES = 50;
/** Starts every server at once and waits until each is up or has failed. */
async function connectMcpServers(servers, options) {
    const handles = await Promise.all(servers.map((server) => connectServer(server, options)));
    let closing;
    return {
        tools: handles.flatMap((handle) => handle.tools),
        statuses: () => handles.map((handle) => ({ ...handle.status })),
        close: () => {
            closing ??= Promise.all(handles.map((handle) => handle.close())).then(() => undefined);
            return closing;
        },
    };
}
async function connectServer(config, options) {
    const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
    let processTransport;
    let transport;
    if (config.type === 'stdio') {
        const call = options.spawner.spawn({
            file: config.command,
            args: config.args,
            cwd: options.workspaceRoot,
            env: { ...definedOnly(options.baseEnv), ...config.env },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        processTransport = new ProcessTransport(call);
        transport = processTransport;
    }
    else {
        transport = new streamableHttp/* StreamableHTTPClientTransport */.j(new URL(config.url), {
            requestInit: { headers: config.headers },
        });
    }
    const status = { name: config.name, status: 'connected' };
    let stopping = false;
    const close = async () => {
        stopping = true;
        await client.close().catch(() => undefined);
        await transport.close().catch(() => undefined);
    };
    const whyGone = () => processTransport ? `the server ${processTransport.describeExit()}` : 'the connection closed';
    let listed;
    try {
        const request = { timeout: options.startupTimeoutMs, signal: options.signal };
        await client.connect(transport, request);
        listed = await listTools(client, request);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const exited = processTransport?.exited ? processTransport.describeExit() : undefined;
        await close();
        return {
            status: { ...status, status: 'failed', error: startError(message, exited) },
            tools: [],
            close: () => Promise.resolve(),
        };
    }
    client.onclose = () => {
        if (stopping)
            return;
        status.status = 'failed';
        status.error = whyGone();
    };
    const server = {
        name: config.name,
        unavailable: () => (status.status === 'failed' ? (status.error ?? whyGone()) : undefined),
        callTool: (name, input, request) => client.callTool({ name, arguments: input }, undefined, request),
    };
    const skipped = [];
    const tools = createMcpTools(server, listed, options.toolTimeoutMs, skipped);
    if (skipped.length > 0)
        status.skipped_tools = skipped;
    return { status, tools, close };
}
/** Every page of tools/list. */
async function listTools(client, request) {
    const tools = [];
    let cursor;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
        const result = await client.listTools(cursor === undefined ? {} : { cursor }, request);
        tools.push(...result.tools);
        cursor = result.nextCursor;
        if (cursor === undefined)
            break;
    }
    return tools;
}
/** Why a server did not start: the protocol error, and for a process, how it ended. */
function startError(message, exited) {
    return `it did not start: ${exited === undefined ? message : `the server ${exited}`}`;
}
function definedOnly(env) {
    return Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
}


/***/ })

};
