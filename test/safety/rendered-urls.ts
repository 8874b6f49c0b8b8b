/**
 * What a posted text would make a browser fetch or follow: the Markdown rendered
 * as GitHub renders it (CommonMark + GFM, raw HTML kept), the HTML parsed as a
 * browser parses it, and every URL attribute read.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { isAllowedUrl } from '../../src/engine/safety/links.js';

type Node = DefaultTreeAdapterMap['node'];

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'background', 'data'];

/** Every URL in the rendered page of `markdown`. */
export function renderedUrls(markdown: string): string[] {
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  const urls: string[] = [];
  const visit = (node: Node): void => {
    for (const attribute of 'attrs' in node ? node.attrs : []) {
      if (!URL_ATTRIBUTES.includes(attribute.name)) continue;
      urls.push(...attribute.value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
    if ('content' in node) visit(node.content);
  };
  visit(parse(html));
  return urls;
}

/** The rendered URLs of `markdown` outside `hosts`. */
export function foreignUrls(markdown: string, hosts: readonly string[]): string[] {
  return renderedUrls(markdown).filter((url) => !isAllowedUrl(url, hosts));
}

/** Every string inside a JSON value (a request body), depth first. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
