import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandMatches } from './command-match';

// docs/product/search.md "Command bar".

describe('commandMatches', () => {
  it('finds a command by the starts of its words, in any case, with accents ignored', () => {
    expect(commandMatches('new ta', 'New task')).toBe(true);
    expect(commandMatches('TASK', 'New task')).toBe(true);
    expect(commandMatches('ask', 'New task')).toBe(false);
    expect(commandMatches('help', 'Go to Help & Support')).toBe(true);
    expect(commandMatches('mood', 'Log a mood', ['check-in'])).toBe(true);
    expect(commandMatches('check', 'Log a mood', ['check-in'])).toBe(true);
    expect(commandMatches('cafe', 'Go to Café')).toBe(true);
  });

  it('an empty query lists everything; a name always finds itself; more words never find more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (name, first, second) => {
        expect(commandMatches('   ', name)).toBe(true);
        expect(commandMatches(name, name)).toBe(true);
        if (commandMatches(`${first} ${second}`, name)) expect(commandMatches(first, name)).toBe(true);
      }),
    );
  });
});
