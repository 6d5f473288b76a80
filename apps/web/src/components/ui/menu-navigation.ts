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

/**
 * Whether an open menu may stay open after a scroll or a resize: only while its trigger is still on
 * screen. A scroll that keeps the trigger visible (a column settling after a delete, focus scrolling a
 * card into view, a phone's toolbar) moves the menu with it instead of closing it under the pointer.
 */
export function triggerStillVisible(trigger: { top: number; bottom: number; left: number; right: number; width: number; height: number }, viewport: { width: number; height: number }): boolean {
  if (trigger.width === 0 && trigger.height === 0) return false; // removed or hidden
  return trigger.bottom > 0 && trigger.top < viewport.height && trigger.right > 0 && trigger.left < viewport.width;
}
