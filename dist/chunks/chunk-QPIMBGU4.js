import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  PathAccessError
} from "./chunk-LKNMH6KH.js";

// src/engine/tools/web-urls.ts
function webDomainsOf(patterns) {
  const domains2 = patterns.map(
    (pattern) => pattern.replace(/^\*\./, "").replace(/^\[([^\]]*)\](?::\d+)?$/, "$1").replace(/^([^:[\]]*):\d+$/, "$1")
  );
  return { kind: "list", domains: [...new Set(domains2)] };
}
function hostInDomains(host, domains2) {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
  return domains2.some((domain) => name === domain || name.endsWith(`.${domain}`));
}
var URL_PATTERN = /https?:\/\/[^\s<>"'`\\)\]{}|^]+/gi;
function urlsIn(text) {
  return [...text.matchAll(URL_PATTERN)].map((match) => match[0].replace(/[.,;:!?]+$/, ""));
}
function normal(url) {
  try {
    return new URL(url).href;
  } catch {
    return void 0;
  }
}
function outsideTexts(messages) {
  const texts = [];
  const collect = (content) => {
    if (typeof content === "string") texts.push(content);
    else if (Array.isArray(content)) for (const block of content) collect(block);
    else if (content && typeof content === "object") {
      const block = content;
      if (block.type === "text" && typeof block.text === "string") texts.push(block.text);
      if (block.type === "tool_result") collect(block.content);
    }
  };
  for (const message of messages) if (message.role === "user") collect(message.content);
  return texts;
}
function conversationUrls(messages) {
  const urls = /* @__PURE__ */ new Set();
  for (const text of outsideTexts(messages)) {
    for (const url of urlsIn(text)) {
      const href = normal(url);
      if (href) urls.add(href);
    }
  }
  return urls;
}
function urlInConversation(url, known) {
  const href = normal(url);
  return href !== void 0 && known.has(href);
}
function withoutNewLinks(text, known) {
  return text.replace(URL_PATTERN, (match) => {
    const url = match.replace(/[.,;:!?]+$/, "");
    return urlInConversation(url, known) ? match : `[a link not in the conversation was removed]${match.slice(url.length)}`;
  });
}
function webDomainsFor(mode, allowed) {
  return mode !== "off" && allowed.kind === "list" ? webDomainsOf(allowed.patterns) : { kind: "any" };
}

// src/engine/tools/input-schemas.json
var input_schemas_default = {
  Read: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      file_path: {
        type: "string",
        description: "Path of the file, relative to the workspace root or absolute inside it"
      },
      offset: {
        description: "Line number to start from (1-based)",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991
      },
      limit: {
        description: "Number of lines to read (default 2000)",
        type: "integer",
        exclusiveMinimum: 0,
        maximum: 9007199254740991
      }
    },
    required: ["file_path"],
    additionalProperties: false
  },
  Write: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      file_path: {
        type: "string",
        description: "Path of the file, relative to the workspace root or absolute inside it"
      },
      content: { type: "string", description: "The complete new content of the file" }
    },
    required: ["file_path", "content"],
    additionalProperties: false
  },
  Edit: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      file_path: {
        type: "string",
        description: "Path of the file, relative to the workspace root or absolute inside it"
      },
      old_string: {
        type: "string",
        description: "The exact text to replace (empty to create a new file)"
      },
      new_string: { type: "string", description: "The text to put in its place" },
      replace_all: {
        description: "Replace every occurrence (default: old_string must be unique)",
        type: "boolean"
      }
    },
    required: ["file_path", "old_string", "new_string"],
    additionalProperties: false
  },
  Glob: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      pattern: {
        type: "string",
        description: 'Glob pattern, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'
      },
      path: {
        description: "Folder to search in (default: the workspace root)",
        type: "string"
      }
    },
    required: ["pattern"],
    additionalProperties: false
  },
  Grep: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      pattern: { type: "string", description: "Regular expression (ripgrep/Rust syntax)" },
      path: {
        description: "File or folder to search (default: the workspace root)",
        type: "string"
      },
      glob: {
        description: 'Only files matching this glob, e.g. "*.ts" or "src/**/*.{ts,tsx}"',
        type: "string"
      },
      type: {
        description: 'Only files of this type, e.g. "ts", "py", "rust"',
        type: "string"
      },
      output_mode: {
        description: "files_with_matches (default): paths; content: matching lines; count: matches per file",
        type: "string",
        enum: ["files_with_matches", "content", "count"]
      },
      "-i": { description: "Case-insensitive", type: "boolean" },
      "-n": { description: "Show line numbers (content mode; default true)", type: "boolean" },
      "-A": {
        description: "Lines of context after each match (content mode)",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991
      },
      "-B": {
        description: "Lines of context before each match (content mode)",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991
      },
      "-C": {
        description: "Lines of context around each match (content mode)",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991
      },
      head_limit: {
        description: "At most this many entries (default 250; 0 = no limit)",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991
      },
      multiline: {
        description: "Let the pattern span lines (`.` matches newlines)",
        type: "boolean"
      }
    },
    required: ["pattern"],
    additionalProperties: false
  },
  Bash: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      command: { type: "string", description: "The command to run (bash)" },
      timeout: {
        description: "Timeout in milliseconds (default 120000, at most 600000)",
        type: "integer",
        exclusiveMinimum: 0,
        maximum: 9007199254740991
      },
      description: { description: "What the command does, in a few words", type: "string" },
      run_in_background: {
        description: "Start the command and return at once with a task id and an output file (for servers, watchers, long builds)",
        type: "boolean"
      }
    },
    required: ["command"],
    additionalProperties: false
  },
  TodoWrite: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      todos: {
        type: "array",
        items: {
          type: "object",
          properties: {
            content: {
              type: "string",
              minLength: 1,
              description: 'The task, imperative ("Run the tests")'
            },
            status: { type: "string", enum: ["pending", "in_progress", "completed"] },
            activeForm: {
              type: "string",
              minLength: 1,
              description: 'The task while it runs ("Running the tests")'
            }
          },
          required: ["content", "status", "activeForm"]
        },
        description: "The whole updated list"
      }
    },
    required: ["todos"],
    additionalProperties: false
  },
  NotebookEdit: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      notebook_path: {
        type: "string",
        description: "Path of the .ipynb file, relative to the workspace root or absolute inside it"
      },
      cell_id: {
        description: "The cell to edit: its id, or `cell-N` for the N-th cell (0-based). For insert, the new cell goes after it (at the start when omitted).",
        type: "string"
      },
      new_source: {
        type: "string",
        description: "The new source of the cell (ignored for delete)"
      },
      cell_type: {
        description: "The cell type (required for insert; for replace, changes the type)",
        type: "string",
        enum: ["code", "markdown"]
      },
      edit_mode: {
        description: "replace (default), insert or delete",
        type: "string",
        enum: ["replace", "insert", "delete"]
      }
    },
    required: ["notebook_path", "new_source"],
    additionalProperties: false
  },
  TaskStop: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      task_id: {
        type: "string",
        description: "The id of the background task to stop (e.g. bash_1)"
      }
    },
    required: ["task_id"],
    additionalProperties: false
  },
  Agent: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      description: {
        type: "string",
        minLength: 1,
        description: "A short (3-5 word) description of the task"
      },
      prompt: {
        type: "string",
        minLength: 1,
        description: "The task for the sub-agent, with everything it needs to know"
      },
      subagent_type: {
        description: "general-purpose (default: every tool but Agent) or Explore (read-only: Read, Glob, Grep)",
        type: "string",
        enum: ["general-purpose", "Explore"]
      }
    },
    required: ["description", "prompt"],
    additionalProperties: false
  },
  Skill: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      skill: { type: "string", minLength: 1, description: "The name of the skill to load" }
    },
    required: ["skill"],
    additionalProperties: false
  },
  WebSearch: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      query: { type: "string", minLength: 2, description: "The search query to use" },
      allowed_domains: {
        description: "Only include results from these domains",
        type: "array",
        items: { type: "string", minLength: 1 }
      },
      blocked_domains: {
        description: "Never include results from these domains",
        type: "array",
        items: { type: "string", minLength: 1 }
      }
    },
    required: ["query"],
    additionalProperties: false
  },
  WebFetch: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      url: {
        type: "string",
        format: "uri",
        description: "The URL to fetch the content from"
      },
      prompt: {
        type: "string",
        minLength: 1,
        description: "What to extract from the page, or the question to answer from it"
      }
    },
    required: ["url", "prompt"],
    additionalProperties: false
  }
};

// src/engine/tools/deferred-schema.ts
var loaded;
var loading;
function loadZod() {
  loading ??= import("./zod-DFCQAFOZ.js").then((module) => loaded = module.z);
  return loading;
}
function deferredSchema(build) {
  let schema;
  const real = () => {
    if (!schema) {
      if (!loaded) throw new Error("a tool input schema was used before zod loaded (loadZod)");
      schema = build(loaded);
    }
    return schema;
  };
  return new Proxy(/* @__PURE__ */ Object.create(null), {
    get(_target, key) {
      const target = real();
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real())
  });
}
function builtInJsonSchema(name) {
  return structuredClone(input_schemas_default[name]);
}

// src/engine/tools/bash.ts
var DEFAULT_BASH_TIMEOUT_MS = 12e4;
var MAX_BASH_TIMEOUT_MS = 6e5;
var MAX_BASH_OUTPUT_CHARS = 3e4;
var bashInputSchema = deferredSchema(
  (z) => z.strictObject({
    command: z.string().describe("The command to run (bash)"),
    timeout: z.number().int().positive().optional().describe(
      `Timeout in milliseconds (default ${DEFAULT_BASH_TIMEOUT_MS}, at most ${MAX_BASH_TIMEOUT_MS})`
    ),
    description: z.string().optional().describe("What the command does, in a few words"),
    run_in_background: z.boolean().optional().describe(
      "Start the command and return at once with a task id and an output file (for servers, watchers, long builds)"
    )
  })
);
function bashDefinition(options) {
  return {
    name: "Bash",
    description: [
      "Runs a bash command in the workspace and returns its combined stdout and stderr and its exit code.",
      `Timeout: ${DEFAULT_BASH_TIMEOUT_MS / 1e3} s by default, up to ${MAX_BASH_TIMEOUT_MS / 1e3} s (timeout, in ms).`,
      `Output over ${MAX_BASH_OUTPUT_CHARS} characters is cut (the start is kept). stdin is closed: nothing can prompt.`,
      "The working directory carries over between calls (cd works) but is reset if it leaves the workspace.",
      "Processes a command leaves behind (`&`) are stopped when it ends. Secrets are not in the environment.",
      "For a server, a watcher or a long build, set run_in_background: true instead: the call returns at once with a task id and the path of a file collecting the output (read it with Read).",
      "You are told in a later turn when a background task ends (exit code and the end of its output); stop one with TaskStop. Every background task is stopped when the run ends.",
      "Prefer Read, Edit, Write, Glob and Grep over cat, sed, echo >, find and grep.",
      // A direct spawner (no boundary) has no notes.
      ...options.spawner?.notes ?? []
    ].join("\n"),
    inputSchema: bashInputSchema,
    inputJsonSchema: builtInJsonSchema("Bash"),
    isConcurrencySafe: () => false
  };
}

// src/engine/tools/glob.ts
var MAX_GLOB_RESULTS = 100;
var globInputSchema = deferredSchema(
  (z) => z.strictObject({
    pattern: z.string().describe('Glob pattern, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'),
    path: z.string().optional().describe("Folder to search in (default: the workspace root)")
  })
);
function globDefinition() {
  return {
    name: "Glob",
    description: [
      'Finds files by name pattern (e.g. "**/*.ts", "src/**/test_*.py"), relative to path (default: the workspace root).',
      `Returns paths relative to the workspace root, most recently modified first, at most ${MAX_GLOB_RESULTS}.`,
      "Files ignored by .gitignore and the .git folder are skipped. Use Grep to search inside files."
    ].join("\n"),
    inputSchema: globInputSchema,
    inputJsonSchema: builtInJsonSchema("Glob"),
    isConcurrencySafe: () => true
  };
}

// src/engine/tools/grep.ts
var DEFAULT_HEAD_LIMIT = 250;
var MAX_GREP_OUTPUT_CHARS = 2e4;
var FILE_TYPES = {
  js: ["*.js", "*.jsx", "*.mjs", "*.cjs", "*.vue"],
  ts: ["*.ts", "*.tsx", "*.mts", "*.cts"],
  json: ["*.json", "composer.lock"],
  jsonl: ["*.jsonl"],
  md: ["*.md", "*.markdown", "*.mdown", "*.mkdn"],
  markdown: ["*.md", "*.markdown", "*.mdown", "*.mkdn"],
  py: ["*.py", "*.pyi"],
  rust: ["*.rs"],
  go: ["*.go"],
  java: ["*.java", "*.jsp", "*.jspx", "*.properties"],
  kotlin: ["*.kt", "*.kts"],
  c: ["*.[chH]", "*.[chH].in", "*.cats"],
  cpp: [
    "*.[ChH]",
    "*.[ChH].in",
    "*.[ch]pp",
    "*.[ch]pp.in",
    "*.[ch]xx",
    "*.[ch]xx.in",
    "*.cc",
    "*.cc.in",
    "*.hh",
    "*.hh.in",
    "*.inl"
  ],
  cs: ["*.cs"],
  csharp: ["*.cs"],
  css: ["*.css", "*.scss"],
  scss: ["*.scss"],
  html: ["*.htm", "*.html", "*.ejs"],
  yaml: ["*.yaml", "*.yml"],
  toml: ["*.toml", "Cargo.lock"],
  xml: ["*.xml", "*.xsd", "*.xsl", "*.xslt", "*.dtd", "*.xhtml"],
  sh: ["*.sh", "*.bash", "*.zsh", "*.ksh", ".bashrc", ".bash_profile", ".profile", ".zshrc"],
  ruby: ["*.rb", "*.gemspec", "*.rbw", "Gemfile", "Rakefile", "config.ru"],
  php: ["*.php", "*.php3", "*.php4", "*.php5", "*.phtml"],
  swift: ["*.swift"],
  scala: ["*.scala", "*.sbt"],
  sql: ["*.sql", "*.psql"],
  lua: ["*.lua"],
  dart: ["*.dart"],
  elixir: ["*.ex", "*.exs", "*.eex"],
  haskell: ["*.hs", "*.lhs"],
  proto: ["*.proto"],
  tf: ["*.tf", "*.tfvars"],
  txt: ["*.txt"],
  docker: ["*Dockerfile*"],
  make: ["[Mm]akefile", "*.mk", "*.mak", "GNUmakefile"],
  svelte: ["*.svelte"]
};
var grepInputSchema = deferredSchema(
  (z) => z.strictObject({
    pattern: z.string().describe("Regular expression (ripgrep/Rust syntax)"),
    path: z.string().optional().describe("File or folder to search (default: the workspace root)"),
    glob: z.string().optional().describe('Only files matching this glob, e.g. "*.ts" or "src/**/*.{ts,tsx}"'),
    type: z.string().optional().describe('Only files of this type, e.g. "ts", "py", "rust"'),
    output_mode: z.enum(["files_with_matches", "content", "count"]).optional().describe(
      "files_with_matches (default): paths; content: matching lines; count: matches per file"
    ),
    "-i": z.boolean().optional().describe("Case-insensitive"),
    "-n": z.boolean().optional().describe("Show line numbers (content mode; default true)"),
    "-A": z.number().int().nonnegative().optional().describe("Lines of context after each match (content mode)"),
    "-B": z.number().int().nonnegative().optional().describe("Lines of context before each match (content mode)"),
    "-C": z.number().int().nonnegative().optional().describe("Lines of context around each match (content mode)"),
    head_limit: z.number().int().nonnegative().optional().describe(`At most this many entries (default ${DEFAULT_HEAD_LIMIT}; 0 = no limit)`),
    multiline: z.boolean().optional().describe("Let the pattern span lines (`.` matches newlines)")
  })
);
function grepDefinition() {
  return {
    name: "Grep",
    description: [
      "Searches file contents with a regular expression (ripgrep syntax), honouring .gitignore.",
      'output_mode: "files_with_matches" (default) lists files, newest first; "content" shows matching lines',
      '(path:line:text, with -A/-B/-C context and -n line numbers); "count" gives matches per file.',
      'Filter files with glob (e.g. "*.ts") or type (e.g. "py"); -i ignores case; multiline lets a match span lines.',
      `Results stop at head_limit entries (default ${DEFAULT_HEAD_LIMIT}) and ${MAX_GREP_OUTPUT_CHARS} characters.`,
      "Use Grep rather than grep/rg in Bash."
    ].join("\n"),
    inputSchema: grepInputSchema,
    inputJsonSchema: builtInJsonSchema("Grep"),
    isConcurrencySafe: () => true
  };
}

// src/engine/tools/read.ts
var DEFAULT_READ_LINES = 2e3;
var MAX_LINE_CHARS = 2e3;
var MAX_WHOLE_FILE_BYTES = 256 * 1024;
var MAX_READ_OUTPUT_CHARS = 1e5;
var readInputSchema = deferredSchema(
  (z) => z.strictObject({
    file_path: z.string().describe("Path of the file, relative to the workspace root or absolute inside it"),
    offset: z.number().int().nonnegative().optional().describe("Line number to start from (1-based)"),
    limit: z.number().int().positive().optional().describe(`Number of lines to read (default ${DEFAULT_READ_LINES})`)
  })
);
function readDefinition() {
  return {
    name: "Read",
    description: [
      "Reads a text file from the workspace and returns its lines numbered like `cat -n` (number, tab, line).",
      `Returns up to ${DEFAULT_READ_LINES} lines from the start; use offset (1-based line) and limit for other parts.`,
      `Lines longer than ${MAX_LINE_CHARS} characters are cut. Files over ${MAX_WHOLE_FILE_BYTES / 1024} KB must be read in parts.`,
      "Images (png, jpg, gif, webp) are returned as images. Directories cannot be read: use Glob or Bash `ls`.",
      "Read a file before editing or overwriting it. Several Reads in one turn run in parallel."
    ].join("\n"),
    inputSchema: readInputSchema,
    inputJsonSchema: builtInJsonSchema("Read"),
    isConcurrencySafe: () => true
  };
}
function splitLines(content) {
  if (content.length === 0) return [];
  const lines = content.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
}

// src/engine/tools/confined-fs.ts
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  promises as fs
} from "node:fs";
import { basename, dirname, join, sep } from "node:path";
var PROC_FD = "/proc/self/fd";
var { O_RDONLY, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_WRONLY, O_CREAT, O_EXCL } = constants;
var folderDescriptors = process.platform === "linux" && existsSync(PROC_FD);
function openFolder(root, relative, create = false) {
  const parts = relative.split(sep).filter((part) => part !== "" && part !== ".");
  if (!folderDescriptors) {
    const folder = join(root, ...parts);
    if (create) mkdirSync(folder, { recursive: true });
    return { entry: (name) => join(folder, name), self: folder, close: () => void 0 };
  }
  let fd = openSync(root, O_RDONLY | O_DIRECTORY);
  try {
    for (const [index, part] of parts.entries()) {
      const next = `${PROC_FD}/${fd}/${part}`;
      const opened = openComponent(next, create, parts.slice(0, index + 1).join("/"));
      closeSync(fd);
      fd = opened;
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const held = fd;
  let open = true;
  return {
    entry: (name) => `${PROC_FD}/${held}/${name}`,
    self: `${PROC_FD}/${held}`,
    close: () => {
      if (open) closeSync(held);
      open = false;
    }
  };
}
function openComponent(path, create, shown) {
  try {
    return openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" && create) {
      try {
        mkdirSync(path);
      } catch (made) {
        if (made.code !== "EEXIST") throw made;
      }
      return openComponent(path, false, shown);
    }
    if (code === "ENOTDIR" || code === "ELOOP") throw swapped(shown);
    throw error;
  }
}
function swapped(shown) {
  return new PathAccessError(
    `${shown} is a symbolic link or not a folder any more (it changed after the path was checked); refused.`
  );
}
async function inFolderOf(root, relative, use, create = false) {
  const folder = openFolder(root, dirname(relative), create);
  try {
    return await use(folder, basename(relative));
  } finally {
    folder.close();
  }
}
function openForReading(root, relative) {
  return inFolderOf(root, relative, async (folder, name) => {
    try {
      return await fs.open(folder.entry(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch (error) {
      if (error.code === "ELOOP") throw swapped(relative);
      throw error;
    }
  });
}
async function readConfined(root, relative) {
  const handle = await openForReading(root, relative);
  try {
    if (!(await handle.stat()).isFile())
      throw new PathAccessError(`${relative} is not a regular file.`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
async function digestConfined(root, relative) {
  const handle = await openForReading(root, relative);
  try {
    if (!(await handle.stat()).isFile())
      throw new PathAccessError(`${relative} is not a regular file.`);
    const hash = createHash("sha256");
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (; ; ) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return hash.digest("hex");
      hash.update(chunk.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}
async function statConfined(root, relative) {
  return inFolderOf(root, relative, async (folder, name) => {
    try {
      return await fs.lstat(folder.entry(name));
    } catch (error) {
      if (error.code === "ENOENT") return void 0;
      throw error;
    }
  });
}
async function writeConfined(root, relative, content) {
  await inFolderOf(
    root,
    relative,
    async (folder, name) => {
      let mode;
      try {
        const stat = lstatSync(folder.entry(name));
        if (stat.isFile()) mode = stat.mode & 4095;
      } catch {
        mode = void 0;
      }
      const temporary = folder.entry(`.${name}.${randomBytes(6).toString("hex")}.tmp`);
      const flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW;
      const handle = await fs.open(temporary, flags, mode ?? 438);
      try {
        await handle.writeFile(content, "utf8");
        if (mode !== void 0) await handle.chmod(mode);
        await handle.sync();
        await handle.close();
        await fs.rename(temporary, folder.entry(name));
      } catch (error) {
        await handle.close().catch(() => void 0);
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    true
  );
}

// src/engine/tools/file-state.ts
import { createHash as createHash2 } from "node:crypto";
var MAX_EDIT_FILE_BYTES = 10 * 1024 * 1024;
function formatMegabytes(bytes) {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
function sizeProblem(tool, displayPath, bytes, what) {
  if (bytes <= MAX_EDIT_FILE_BYTES) return null;
  const instead = tool === "Write" ? "Write smaller files, or produce this one with a command (Bash)." : "Change it with Bash (e.g. sed, or a script) instead.";
  return `${displayPath} ${what} ${bytes} bytes, more than the ${formatMegabytes(MAX_EDIT_FILE_BYTES)} (${MAX_EDIT_FILE_BYTES} bytes) ${tool} changes at once. ${instead}`;
}
function sha256Of(content) {
  return createHash2("sha256").update(content).digest("hex");
}
var BINARY_SNIFF_BYTES = 8192;
function looksBinary(buffer) {
  return buffer.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}
function isValidUtf8(buffer) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}
async function stalenessProblem(readState, file, displayPath) {
  const record = readState.get(file.target.realPath);
  if (!record) return `${displayPath} has not been read yet. Read it first, then write or edit it.`;
  const stat = await statConfined(file.root, file.target.relativePath);
  if (stat?.mtimeMs === record.mtimeMs) return null;
  if (stat?.isFile() && record.sha256 !== void 0 && stat.size === record.size) {
    const current = await digestConfined(file.root, file.target.relativePath);
    if (current === record.sha256) return null;
  }
  return `${displayPath} has been modified since it was last read (by a command or another process). Read it again before writing.`;
}
async function recordRead(readState, file, content, partial) {
  const stat = await statConfined(file.root, file.target.relativePath);
  if (!stat) throw new Error(`${file.target.relativePath} disappeared`);
  readState.set(file.target.realPath, {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    ...content === void 0 ? {} : { sha256: sha256Of(content) },
    timestamp: Date.now(),
    partial
  });
}
function writeFileAtomic(file, content) {
  return writeConfined(file.root, file.target.relativePath, content);
}
function numberLine(lineNumber, text) {
  return `${String(lineNumber).padStart(6, " ")}	${text}`;
}

// src/engine/tools/web.ts
var WEB_SEARCH_MAX_USES = 5;
var WEB_FETCH_MAX_CONTENT_TOKENS = 1e5;
var domains = (zod) => zod.array(zod.string().min(1)).optional();
var webSearchInputSchema = deferredSchema(
  (z) => z.strictObject({
    query: z.string().min(2).describe("The search query to use"),
    allowed_domains: domains(z).describe("Only include results from these domains"),
    blocked_domains: domains(z).describe("Never include results from these domains")
  })
);
var webFetchInputSchema = deferredSchema(
  (z) => z.strictObject({
    url: z.url().describe("The URL to fetch the content from"),
    prompt: z.string().min(1).describe("What to extract from the page, or the question to answer from it")
  })
);
function webSearchDefinition() {
  return {
    name: "WebSearch",
    description: [
      "Searches the web and returns an answer with its sources (titles and URLs).",
      "Use it for information that is newer than your training or that you are unsure of: a library's current API or version, an error message, release notes.",
      "allowed_domains or blocked_domains (not both) limit the sites it uses. Cite the sources you rely on, as Markdown links.",
      "Searches cost money ($0.01 each) and count toward the run budget: search when it helps, not by habit."
    ].join("\n"),
    inputSchema: webSearchInputSchema,
    inputJsonSchema: builtInJsonSchema("WebSearch"),
    isConcurrencySafe: () => true
  };
}
function webFetchDefinition() {
  return {
    name: "WebFetch",
    description: [
      "Fetches a web page or PDF (by the API, not from this machine) and answers the prompt from its content.",
      "Use it to read documentation, a changelog or an issue at a known URL. The URL must already be in the conversation, exactly as written there: in the task, in a file or command output you read, or in earlier search results. A URL you compose yourself is refused.",
      "The answer is a summary shaped by your prompt, not the raw page: ask for exactly what you need (an API signature, a config option, the steps)."
    ].join("\n"),
    inputSchema: webFetchInputSchema,
    inputJsonSchema: builtInJsonSchema("WebFetch"),
    isConcurrencySafe: () => true
  };
}

// src/engine/tools/ripgrep.ts
import { spawn } from "node:child_process";
import { accessSync, constants as constants2 } from "node:fs";
import { delimiter, join as join2 } from "node:path";
function findRipgrep(env = process.env) {
  for (const folder of (env.PATH ?? "").split(delimiter)) {
    if (!folder) continue;
    const candidate = join2(folder, process.platform === "win32" ? "rg.exe" : "rg");
    try {
      accessSync(candidate, constants2.X_OK);
      return candidate;
    } catch {
    }
  }
  return null;
}
var RIPGREP_WALK_FLAGS = [
  "--no-config",
  "--hidden",
  "--no-ignore-global",
  "--no-ignore-dot",
  "--color",
  "never"
];
function runRipgrep(rgPath, args, cwd, signal, onLine, separator = "\n") {
  return new Promise((resolve, reject) => {
    const child = spawn(rgPath, args, { cwd, env: {}, stdio: ["ignore", "pipe", "pipe"], signal });
    let stopped = false;
    let pending = "";
    let stderr = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      if (stopped) return;
      const lines = (pending + chunk).split(separator);
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (!onLine(line)) {
          stopped = true;
          child.kill("SIGKILL");
          return;
        }
      }
    });
    child.stderr.on("data", (chunk) => {
      if (stderr.length < 1e4) stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (!stopped && pending.length > 0) onLine(pending);
      resolve({ code, stderr, stopped });
    });
  });
}

export {
  loadZod,
  deferredSchema,
  builtInJsonSchema,
  DEFAULT_BASH_TIMEOUT_MS,
  MAX_BASH_TIMEOUT_MS,
  MAX_BASH_OUTPUT_CHARS,
  bashDefinition,
  MAX_GLOB_RESULTS,
  globDefinition,
  DEFAULT_HEAD_LIMIT,
  MAX_GREP_OUTPUT_CHARS,
  FILE_TYPES,
  grepDefinition,
  DEFAULT_READ_LINES,
  MAX_LINE_CHARS,
  MAX_WHOLE_FILE_BYTES,
  MAX_READ_OUTPUT_CHARS,
  readDefinition,
  splitLines,
  openFolder,
  openForReading,
  readConfined,
  statConfined,
  MAX_EDIT_FILE_BYTES,
  formatMegabytes,
  sizeProblem,
  sha256Of,
  looksBinary,
  isValidUtf8,
  stalenessProblem,
  recordRead,
  writeFileAtomic,
  numberLine,
  WEB_SEARCH_MAX_USES,
  WEB_FETCH_MAX_CONTENT_TOKENS,
  webSearchDefinition,
  webFetchDefinition,
  findRipgrep,
  RIPGREP_WALK_FLAGS,
  runRipgrep,
  hostInDomains,
  conversationUrls,
  urlInConversation,
  withoutNewLinks,
  webDomainsFor
};
