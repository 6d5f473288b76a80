// A small, safe reading of the Markdown an AI answer uses (paragraphs, headings, bullet and numbered
// lists, bold, italic, inline code). It yields plain data that React renders as text: no HTML from
// the answer ever reaches the page, and links show as their text.

export type InlinePart = { kind: 'text' | 'strong' | 'em' | 'code'; text: string };

export type MarkdownBlock =
  | { kind: 'paragraph'; lines: InlinePart[][] }
  | { kind: 'heading'; parts: InlinePart[] }
  | { kind: 'list'; ordered: boolean; items: InlinePart[][] };

const INLINE = /(\*\*[^*\n]+?\*\*|__[^_\n]+?__|`[^`\n]+`|\*[^*\s][^*\n]*?\*|_[^_\s][^_\n]*?_|\[[^\]\n]+\]\([^)\s]+\))/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const push = (kind: InlinePart['kind'], value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last && last.kind === kind && kind === 'text') last.text += value;
    else parts.push({ kind, text: value });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    push('text', text.slice(at, match.index));
    if (token.startsWith('**') || token.startsWith('__')) push('strong', token.slice(2, -2));
    else if (token.startsWith('`')) push('code', token.slice(1, -1));
    else if (token.startsWith('[')) push('text', token.slice(1, token.indexOf('](')));
    else push('em', token.slice(1, -1));
    at = match.index + token.length;
  }
  push('text', text.slice(at));
  return parts;
}

const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: InlinePart[][] | null = null;
  let list: Extract<MarkdownBlock, { kind: 'list' }> | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', parts: parseInline(heading[1] ?? '') });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const content = (bullet ?? numbered)?.[1] ?? '';
      paragraph = null;
      const current: Extract<MarkdownBlock, { kind: 'list' }> | null = list;
      if (current && current.ordered === ordered) {
        current.items.push(parseInline(content));
      } else {
        const created: Extract<MarkdownBlock, { kind: 'list' }> = { kind: 'list', ordered, items: [parseInline(content)] };
        blocks.push(created);
        list = created;
      }
    } else {
      const current: InlinePart[][] | null = paragraph;
      if (current) current.push(parseInline(line.trim()));
      else {
        list = null;
        const created: InlinePart[][] = [parseInline(line.trim())];
        blocks.push({ kind: 'paragraph', lines: created });
        paragraph = created;
      }
    }
  }
  return blocks;
}
