import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  chunk_C7BR24O7$errorMessage as errorMessage,
} from "./group-action-cli-run-grep.js";
import {
  chunk_MQJ32W7E$AgentLoopError as AgentLoopError,
} from "./group-action-cli-run.js";

// src/github-side/git/git-client.ts
import { execFile } from "node:child_process";
var BOT_IDENTITY = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com"
};
function identityEnvironment() {
  return {
    GIT_AUTHOR_NAME: BOT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: BOT_IDENTITY.email,
    GIT_COMMITTER_NAME: BOT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: BOT_IDENTITY.email
  };
}
var GitCommandError = class extends AgentLoopError {
  name = "GitCommandError";
  get kind() {
    return "git_command";
  }
};
var SAFE_CONFIG = [
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.untrackedCache=false",
  "core.pager=cat",
  "core.editor=true",
  "sequence.editor=true",
  "core.askPass=",
  "core.sshCommand=false",
  "credential.helper=",
  "commit.gpgSign=false",
  "tag.gpgSign=false",
  "push.gpgSign=false",
  "gc.auto=0",
  "maintenance.auto=false",
  "fetch.recurseSubmodules=false",
  "push.recurseSubmodules=no",
  "submodule.recurse=false",
  "protocol.allow=never",
  "protocol.file.allow=always",
  "protocol.https.allow=always",
  "protocol.http.allow=always",
  "log.showSignature=false",
  `user.name=${BOT_IDENTITY.name}`,
  `user.email=${BOT_IDENTITY.email}`
];
var INHERITED = [
  "PATH",
  "TMPDIR",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  // A GitHub Enterprise Server with its own CA: global config is not read, these are.
  "GIT_SSL_CAINFO",
  "GIT_SSL_CAPATH"
];
var GIT_HOME = "/dev/null";
function gitEnvironment(repository, extra = {}, parent = process.env) {
  const env = {};
  for (const name of INHERITED) {
    const value = parent[name];
    if (value !== void 0) env[name] = value;
  }
  env.PATH ??= "/usr/local/bin:/usr/bin:/bin";
  Object.assign(env, {
    HOME: GIT_HOME,
    XDG_CONFIG_HOME: GIT_HOME,
    LC_ALL: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    // Set and empty: git then ignores core.askPass and SSH_ASKPASS too.
    GIT_ASKPASS: "",
    SSH_ASKPASS: "",
    GIT_PAGER: "cat",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_OPTIONAL_LOCKS: "0"
  });
  if (repository) {
    env.GIT_DIR = repository.gitDir;
    env.GIT_COMMON_DIR = repository.commonDir;
    env.GIT_WORK_TREE = repository.workTree;
  }
  return { ...env, ...extra };
}
function gitArguments(cwd, args) {
  const config = [...SAFE_CONFIG, `safe.directory=${cwd}`];
  return ["--no-pager", ...config.flatMap((entry) => ["-c", entry]), ...args];
}
async function runGit(target, args, options = {}) {
  return (await runGitBytes(target, args, options)).toString("utf8");
}
function runGitBytes(target, args, options = {}) {
  const repository = typeof target === "string" ? void 0 : target;
  const cwd = typeof target === "string" ? target : target.workTree;
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      "git",
      gitArguments(cwd, args),
      {
        cwd,
        env: gitEnvironment(repository, options.env),
        maxBuffer: 256 * 1024 * 1024,
        encoding: "buffer"
      },
      (error, stdout, stderr) => {
        if (!error) return resolvePromise(stdout);
        const detail = (stderr.toString("utf8") || error.message).trim();
        reject(
          new GitCommandError(
            `git ${args.find((arg) => !arg.startsWith("-")) ?? ""}: ${gitErrorMessage(detail)}`,
            { cause: error }
          )
        );
      }
    );
    if (options.input !== void 0) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}
async function locateRepository(workTree) {
  const out = await runGit(workTree, [
    "rev-parse",
    "--path-format=absolute",
    "--show-toplevel",
    "--git-dir",
    "--git-common-dir"
  ]);
  const [top, gitDir, commonDir] = out.split("\n");
  if (!top || !gitDir || !commonDir) throw new GitCommandError(`not a git checkout: ${workTree}`);
  return { workTree: top, gitDir, commonDir };
}
function gitErrorMessage(error) {
  const text = errorMessage(error);
  return text.replace(/(https?:\/\/)[^/@\s]+@/g, "$1***@").trim();
}

export {
  BOT_IDENTITY,
  identityEnvironment,
  runGit,
  runGitBytes,
  locateRepository,
  gitErrorMessage
};
