import { Fragment } from 'react';
import { cx } from './class-names';
import { type InlinePart, parseMarkdown } from './markdown';

function Inline({ parts }: { parts: InlinePart[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'strong') return <strong key={index} className="font-semibold">{part.text}</strong>;
    if (part.kind === 'em') return <em key={index}>{part.text}</em>;
    if (part.kind === 'code') return <code key={index} className="rounded bg-slate-200/70 px-1 font-mono text-[0.9em] dark:bg-slate-700/70">{part.text}</code>;
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

/** An AI answer's Markdown, rendered as text only (markdown.ts): safe whatever the answer holds. */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx('space-y-2 break-words', className)}>
      {parseMarkdown(text).map((block, index) => {
        if (block.kind === 'heading') {
          // A strong line rather than a heading: an answer must not reshape the page's outline.
          return <p key={index} className="font-semibold"><Inline parts={block.parts} /></p>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={cx('space-y-1 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}><Inline parts={item} /></li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Inline parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
