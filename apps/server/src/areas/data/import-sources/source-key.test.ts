import { describe, expect, it } from 'vitest';
import { sourceKeys, stableJson } from './source-key';

describe('sourceKeys', () => {
  it('gives the same content the same key in every read, whatever the order of its fields', () => {
    const first = sourceKeys('todoist')({ title: 'Call', due: '2025-01-15' });
    const second = sourceKeys('todoist')({ due: '2025-01-15', title: 'Call' });
    expect(first).toBe(second);
    expect(first).toMatch(/^todoist:[0-9a-f]{24}:0$/);
  });

  it('keeps identical rows of one file apart by counting repeats', () => {
    const keyOf = sourceKeys('daylio');
    const keys = [keyOf({ mood: 'meh' }), keyOf({ mood: 'rad' }), keyOf({ mood: 'meh' })];
    expect(keys[0]!.replace(/:0$/, ':1')).toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it('tells different contents apart', () => {
    const keyOf = sourceKeys('loop');
    expect(keyOf({ name: 'Run', interval: '7' })).not.toBe(keyOf({ name: 'Run', interval: '1' }));
  });
});

describe('stableJson', () => {
  it('sorts keys at every level and leaves arrays in order', () => {
    expect(stableJson({ b: [{ d: 1, c: 2 }], a: null, skipped: undefined })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});
