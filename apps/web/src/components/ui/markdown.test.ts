import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads paragraphs, headings and both kinds of list', () => {
    const blocks = parseMarkdown('## Today\nYou did **well**.\nKeep going.\n\n- Walk *daily*\n- Read `20 min`\n\n1. First\n2. Second');
    expect(blocks).toEqual([
      { kind: 'heading', parts: [{ kind: 'text', text: 'Today' }] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'You did ' }, { kind: 'strong', text: 'well' }, { kind: 'text', text: '.' }], [{ kind: 'text', text: 'Keep going.' }]] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'Walk ' }, { kind: 'em', text: 'daily' }], [{ kind: 'text', text: 'Read ' }, { kind: 'code', text: '20 min' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'First' }], [{ kind: 'text', text: 'Second' }]] },
    ]);
  });

  it('keeps HTML as text and shows a link as its words', () => {
    expect(parseInline('<img src=x onerror=alert(1)> [click](javascript:void0)')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> click' }]);
  });

  it('loses no word of any text', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 20 }), fc.array(fc.constantFrom(' ', '\n', '\n\n', ' **', '** ', ' - ', '\n- ', '\n1. ', ' `', '` '), { maxLength: 20 }), (words, seps) => {
        const text = words.map((word, i) => word + (seps[i] ?? ' ')).join('');
        const shown = parseMarkdown(text)
          .flatMap((block) => (block.kind === 'paragraph' ? block.lines.flat() : block.kind === 'heading' ? block.parts : block.items.flat()))
          .map((part) => part.text)
          .join(' ');
        for (const word of words) expect(shown).toContain(word);
      }),
    );
  });
});
