import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem, addTag, normalizeItems, normalizeTags, removeAt, tagKey } from './journal-items';

const spaced = fc.tuple(fc.constantFrom('', ' ', '  ', '\t', '\n'), fc.constantFrom('work', 'Work', 'WORK', 'family', 'café', 'Ünï', '', ' '), fc.constantFrom('', ' ', '\n'));
const text = fc.oneof(spaced.map(([a, b, c]) => a + b + c), fc.string({ maxLength: 12 }));

describe('adding a tag (docs/product/journal.md "Tags, highlights and gratitude")', () => {
  it('trims it, ignores blank text and a tag already there in any case', () => {
    expect(addTag([], '  work ')).toEqual(['work']);
    const tags = ['work'];
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag(tags, 'Work')).toBe(tags);
    expect(addTag(tags, ' WORK\t')).toBe(tags);
    expect(addTag(tags, 'family')).toEqual(['work', 'family']);
  });

  it('never holds a blank tag, an untrimmed one, or one tag twice (property)', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 20 }), (inputs) => {
        const tags = normalizeTags(inputs);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toBe('');
        }
        expect(new Set(tags.map(tagKey)).size).toBe(tags.length);
        // every distinct non-blank input is there, spelled as it was first typed
        const firsts = new Map<string, string>();
        for (const input of inputs) if (input.trim() !== '' && !firsts.has(tagKey(input))) firsts.set(tagKey(input), input.trim());
        expect(tags).toEqual([...firsts.values()]);
        // normalising twice changes nothing
        expect(normalizeTags(tags)).toEqual(tags);
      }),
    );
  });
});

describe('adding a highlight or a gratitude item', () => {
  it('trims it and ignores blank text, but allows the same text twice', () => {
    const items = ['A walk'];
    expect(addItem(items, ' \n ')).toBe(items);
    expect(addItem(items, ' A walk ')).toEqual(['A walk', 'A walk']);
  });

  it('keeps every non-blank item, trimmed, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 20 }), (inputs) => {
        expect(normalizeItems(inputs)).toEqual(inputs.map((input) => input.trim()).filter((input) => input !== ''));
      }),
    );
  });
});

describe('removing an item', () => {
  it('removes exactly the one at the index', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 10 }), fc.nat(), (list, at) => {
        const index = at % list.length;
        const left = removeAt(list, index);
        expect(left).toEqual([...list.slice(0, index), ...list.slice(index + 1)]);
      }),
    );
  });
});
