import { createRequire as __agentLoopCreateRequire } from 'node:module';
const require = __agentLoopCreateRequire(import.meta.url);

// src/github-side/git/ref-name.ts
function isValidBranchName(name) {
  if (!name || name === "@" || name.startsWith("-") || name.startsWith("/")) return false;
  if (/[\u0000-\u0020\u007F~^:?*[\\]/.test(name)) return false;
  if (name.includes("..") || name.includes("@{") || name.includes("//")) return false;
  if (name.endsWith("/") || name.endsWith(".")) return false;
  return name.split("/").every((part) => part.length > 0 && !part.startsWith(".") && !part.endsWith(".lock"));
}
function slugify(title, max = 40) {
  const ascii = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const slug = ascii.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
function issueBranchName(prefix, issueNumber, title) {
  const slug = slugify(title);
  const name = `${prefix}issue-${issueNumber}${slug ? `-${slug}` : ""}`;
  if (!isValidBranchName(name))
    throw new Error(`Invalid branch name "${name}" (check branch_prefix)`);
  return name;
}

export {
  isValidBranchName,
  slugify,
  issueBranchName
};
