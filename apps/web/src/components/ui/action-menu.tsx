import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx, focusRing } from './class-names';
import { menuIndexAfterKey, menuPosition, triggerStillVisible } from './menu-navigation';

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  tone?: 'danger';
}

interface ActionMenuProps {
  /** The trigger's accessible name, e.g. 'More actions for "Call Sam"'. */
  label: string;
  items: readonly ActionMenuItem[];
  /** What the trigger shows (an icon). */
  children: ReactNode;
  className?: string;
}

/**
 * A button that opens a small menu of actions (WAI-ARIA menu button): Enter, Space or ArrowDown open
 * it on the first item, ArrowUp on the last; arrows, Home and End move; Escape and Tab close it and
 * give focus back to the button; a click elsewhere closes it, and so does a scroll or a resize that takes
 * the button off screen (a smaller one moves the menu with it). The menu is in a portal, fixed beside
 * the button, so no scroll area clips it.
 */
export function ActionMenu({ label, items, children, className }: ActionMenuProps) {
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpenAt(null);
    if (refocus) triggerRef.current?.focus();
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt !== null ? menuId : undefined}
        onClick={() => setOpenAt((current) => (current ? null : 'first'))}
        onKeyDown={onTriggerKeyDown}
        className={cx(focusRing, className)}
      >
        {children}
      </button>
      {openAt !== null && triggerRef.current
        ? createPortal(<MenuList id={menuId} label={label} items={items} trigger={triggerRef.current} focusFirst={openAt === 'first'} onClose={close} />, document.body)
        : null}
    </>
  );
}

interface MenuListProps {
  id: string;
  label: string;
  items: readonly ActionMenuItem[];
  trigger: HTMLElement;
  focusFirst: boolean;
  onClose: (refocus: boolean) => void;
}

function MenuList({ id, label, items, trigger, focusFirst, onClose }: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const place = useCallback(() => {
    const menu = ref.current;
    if (!menu) return;
    setPosition(menuPosition(trigger.getBoundingClientRect(), { width: menu.offsetWidth, height: menu.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }));
  }, [trigger]);
  useLayoutEffect(place, [place]);

  // Focus goes into the menu once, when it is first placed; moving with its trigger later keeps focus.
  const placed = position !== null;
  useEffect(() => {
    if (!placed) return;
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    buttons?.[focusFirst ? 0 : buttons.length - 1]?.focus();
  }, [placed, focusFirst]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !trigger.contains(target)) onClose(false);
    };
    const onMove = () => {
      if (trigger.isConnected && triggerStillVisible(trigger.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight })) place();
      else onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [trigger, onClose, place]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys here belong to the menu, not to the card (a drag) or the page (shortcuts) behind it.
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
      return;
    }
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const next = menuIndexAfterKey(event.key, buttons.indexOf(document.activeElement as HTMLButtonElement), buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      // A press here must not start dragging the card the menu belongs to (React events bubble through portals).
      onPointerDown={(event) => event.stopPropagation()}
      style={position ?? { top: 0, left: 0, visibility: 'hidden' }}
      className="fixed z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-800"
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose(true);
            item.onSelect();
          }}
          className={cx(
            'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-700 dark:focus:bg-slate-700',
            item.tone === 'danger' ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-100',
          )}
        >
          {item.icon}
          {item.label}
        </button>
      ))}
    </div>
  );
}
