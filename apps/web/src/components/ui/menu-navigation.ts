/**
 * Where focus goes in a menu of `count` items after `key` (WAI-ARIA menu pattern): arrows wrap,
 * Home and End jump to the ends. `current` is -1 when no item has focus. Null: the key is not a move.
 */
export function menuIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where a menu of `menu` size opens beside a trigger at `trigger` in a viewport: below the trigger,
 * its right edge on the trigger's; above it when there is no room below; always inside the viewport.
 */
export function menuPosition(
  trigger: { top: number; bottom: number; right: number },
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 4,
): { top: number; left: number } {
  const margin = 8;
  const below = trigger.bottom + gap;
  const above = trigger.top - gap - menu.height;
  const top = below + menu.height <= viewport.height - margin || above < margin ? below : above;
  const left = Math.min(Math.max(margin, trigger.right - menu.width), Math.max(margin, viewport.width - margin - menu.width));
  return { top: Math.max(margin, Math.min(top, viewport.height - margin - menu.height)), left };
}
