import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);
import {
  Tokenizer,
  applyEdits,
  decodeNamedCharacterReference,
  gfm,
  parse,
  postprocess,
  preprocess
} from "./chunk-634A3RIS.js";

// src/engine/safety/links.ts
var GITHUB_HOSTS = ["github.com", "githubusercontent.com"];
var MAX_PASSES = 4;
var URL_ATTRIBUTES = /* @__PURE__ */ new Set([
  "href",
  "src",
  "srcset",
  "imagesrcset",
  "poster",
  "background",
  "action",
  "formaction",
  "data",
  "cite",
  "longdesc",
  "lowsrc",
  "dynsrc",
  "usemap",
  "ping",
  "codebase",
  "manifest",
  "xlink:href"
]);
function allowedHosts(serverUrl) {
  const hosts = [...GITHUB_HOSTS];
  try {
    if (serverUrl) hosts.push(new URL(serverUrl).hostname.toLowerCase());
  } catch {
  }
  return hosts;
}
function isAllowedUrl(url, hosts) {
  let parsed;
  try {
    parsed = new URL(url, "https://github.com/");
  } catch {
    return false;
  }
  if (parsed.protocol === "mailto:") return true;
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
function neutralizeForeignLinks(text, hosts) {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = neutralizeOnce(current, hosts);
    if (next === current) return current;
    current = next;
  }
  return fencedBlock(current);
}
function neutralizeOnce(text, hosts) {
  if (!/[:<[@.]/.test(text)) return text;
  const events = postprocess(
    parse({ extensions: [gfm()] }).document().write(preprocess()(text, void 0, true))
  );
  const longest = longestBacktickRun(text);
  const code = (value) => codeSpan(value, longest);
  const edits = [];
  const links = [];
  let definitionDestination;
  let definitionLabel;
  for (const [kind, token] of events) {
    const source = () => text.slice(token.start.offset, token.end.offset);
    const whole = (insert) => {
      edits.push({ start: token.start.offset, end: token.end.offset, insert });
    };
    if (kind === "enter") {
      switch (token.type) {
        case "link":
        case "image":
          links.push({ token });
          break;
        case "resourceDestinationString": {
          const link = links.at(-1);
          if (link) link.destination = token;
          break;
        }
        case "label": {
          const link = links.at(-1);
          if (link && link.labelEnd === void 0) link.labelEnd = token.end.offset - 1;
          break;
        }
        case "definitionLabel":
          definitionLabel = token;
          break;
        case "definitionDestinationString":
          definitionDestination = token;
          break;
        case "autolinkProtocol":
          if (!isAllowedUrl(source(), hosts)) edits.push(widen(token, 1, code(source())));
          break;
        case "literalAutolinkHttp":
          if (!isAllowedUrl(source(), hosts)) whole(code(source()));
          break;
        case "literalAutolinkWww":
          if (!isAllowedUrl(`http://${source()}`, hosts)) whole(code(source()));
          break;
        case "htmlText":
          edits.push(...htmlEdits(text, token, hosts, code));
          break;
        case "htmlFlow":
          edits.push(...htmlEdits(text, token, hosts, escapeHtml));
          break;
      }
      continue;
    }
    if (token.type === "link" || token.type === "image") {
      const link = links.pop();
      if (link?.destination) edits.push(...linkEdits(text, link, hosts, code));
    } else if (token.type === "definition" && definitionDestination) {
      const url = decodeMarkdownString(
        text.slice(definitionDestination.start.offset, definitionDestination.end.offset)
      );
      if (!isAllowedUrl(url, hosts)) {
        const label = definitionLabel ? text.slice(definitionLabel.start.offset, definitionLabel.end.offset) : "[]";
        whole(`\\${label}: ${code(url)}`);
      }
      definitionDestination = void 0;
    }
  }
  return applyEdits(text, edits);
}
function linkEdits(text, link, hosts, code) {
  const { token, destination } = link;
  if (!destination) return [];
  const url = decodeMarkdownString(text.slice(destination.start.offset, destination.end.offset));
  if (isAllowedUrl(url, hosts)) return [];
  const start = token.start.offset;
  const end = token.end.offset;
  if (token.type === "image") return [{ start, end, insert: `image: ${code(url)}` }];
  const labelEnd = link.labelEnd ?? start + 1;
  return [
    { start, end: start + 1, insert: "" },
    { start: labelEnd, end, insert: ` (${code(url)})` }
  ];
}
function widen(token, margin, insert) {
  return { start: token.start.offset - margin, end: token.end.offset + margin, insert };
}
function htmlEdits(text, token, hosts, show) {
  const base = token.start.offset;
  const html = text.slice(base, token.end.offset);
  const edits = [];
  const handler = {
    onComment: () => {
    },
    onDoctype: () => {
    },
    onEof: () => {
    },
    onNullCharacter: () => {
    },
    onCharacter: () => {
    },
    onWhitespaceCharacter: () => {
    },
    onEndTag: () => {
    },
    onStartTag: (tag) => {
      const foreign = tag.attrs.some(
        (attribute) => URL_ATTRIBUTES.has(attribute.name) && attributeUrls(attribute.name, attribute.value).some((url) => !isAllowedUrl(url, hosts))
      );
      const location = tag.location;
      if (!foreign || !location) return;
      const source = html.slice(location.startOffset, location.endOffset);
      edits.push({
        start: base + location.startOffset,
        end: base + location.endOffset,
        insert: show(source)
      });
    }
  };
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
  return edits;
}
function attributeUrls(name, value) {
  if (name !== "srcset" && name !== "imagesrcset") return [value];
  return value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "").filter(Boolean);
}
function decodeMarkdownString(value) {
  return value.replace(
    /\\([!-/:-@[-`{-~])|&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g,
    (match, escaped, reference) => {
      if (escaped) return escaped;
      if (!reference) return match;
      if (!reference.startsWith("#")) return decodeNamedCharacterReference(reference) || match;
      const hex = /^#x/i.test(reference);
      const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid = code > 0 && code <= 1114111 && (code < 55296 || code > 57343);
      return String.fromCodePoint(valid ? code : 65533);
    }
  );
}
function codeSpan(value, longestInText) {
  const flat = value.replace(/\s+/g, " ").trim();
  const fence = "`".repeat(Math.max(longestInText, longestBacktickRun(flat)) + 1);
  return `${fence} ${flat} ${fence}`;
}
function escapeHtml(source) {
  return source.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function fencedBlock(text) {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}text
${text}
${fence}`;
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

export {
  allowedHosts,
  neutralizeForeignLinks,
  decodeMarkdownString
};
