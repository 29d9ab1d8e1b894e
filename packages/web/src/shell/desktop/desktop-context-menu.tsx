import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { focusFirstMenuItem, onMenuKeyDown } from '../taskbar/taskbar-popup';

export interface ContextMenuItem {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}

interface Place {
  x: number;
  y: number;
  /** What had the focus before the menu opened; it gets it back when the menu closes. */
  returnTo: HTMLElement | null;
}

/** Keeps the menu this far inside the page's edges. */
const MARGIN = 8;

/**
 * A right-click menu for an area (what antd's Dropdown with the contextMenu trigger gave): it opens
 * at the pointer, or at the focused element for the keyboard's context-menu key; Escape, a press
 * elsewhere, a scroll or the window losing focus closes it; Up, Down, Home and End move among its
 * items.
 */
export function useContextMenu(items: readonly ContextMenuItem[], label: string, testId: string) {
  const [place, setPlace] = useState<Place | null>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (restoreFocus: boolean) => {
    if (restoreFocus) place?.returnTo?.focus();
    setPlace(null);
  };
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    let { clientX: x, clientY: y } = event;
    // The context-menu key fires with no pointer position: open at the element with the focus.
    if (x === 0 && y === 0 && event.target instanceof Element) {
      const box = event.target.getBoundingClientRect();
      x = box.left + box.width / 2;
      y = box.top + box.height / 2;
    }
    const active = document.activeElement;
    setPlace({ x, y, returnTo: active instanceof HTMLElement && active !== document.body ? active : null });
  };

  // Kept on screen: moved left or up by what would overflow.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!place || !element) return;
    const { width, height } = element.getBoundingClientRect();
    element.style.left = `${Math.max(MARGIN, Math.min(place.x, window.innerWidth - MARGIN - width))}px`;
    element.style.top = `${Math.max(MARGIN, Math.min(place.y, window.innerHeight - MARGIN - height))}px`;
    focusFirstMenuItem(element);
  }, [place]);

  useEffect(() => {
    if (!place) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && menu.current?.contains(event.target))) closeRef.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current(true);
    };
    const onLeave = () => closeRef.current(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onLeave);
    window.addEventListener('resize', onLeave);
    document.addEventListener('scroll', onLeave, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onLeave);
      window.removeEventListener('resize', onLeave);
      document.removeEventListener('scroll', onLeave, true);
    };
  }, [place]);

  const element = place && (
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="context-menu"
      data-testid={testId}
      style={{ left: place.x, top: place.y }}
      onKeyDown={onMenuKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !menu.current?.contains(next)) close(false);
      }}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className="context-menu-item"
          data-testid={`${testId}-${item.key}`}
          onClick={() => {
            close(true);
            item.onSelect();
          }}
        >
          <span className="context-menu-item-icon" aria-hidden>
            {item.icon}
          </span>
          {item.label}
        </button>
      ))}
    </div>
  );

  return { onContextMenu, menu: element };
}
