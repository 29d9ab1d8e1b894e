import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import './taskbar.css';

export interface TaskbarPopup {
  open: boolean;
  /** Opens or closes the panel. */
  toggle: () => void;
  /** Closes the panel; `restoreFocus` puts the focus back on the trigger (Escape, a choice made). */
  close: (restoreFocus?: boolean) => void;
  panelRef: RefObject<HTMLDivElement | null>;
  /** For the trigger button: the ref, aria-expanded, aria-controls, aria-haspopup and the click. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'aria-haspopup': 'menu' | 'dialog';
    onClick: () => void;
  };
  /** For TaskbarPopupPanel. */
  panelProps: {
    id: string;
    ref: RefObject<HTMLDivElement | null>;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  };
}

/**
 * The open state of a panel that drops up from a taskbar button (what antd's Popover gave): it
 * closes on Escape, on a press outside it and its trigger, and when the focus moves elsewhere;
 * Escape returns the focus to the trigger.
 */
export function useTaskbarPopup(kind: 'menu' | 'dialog'): TaskbarPopup {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const inside = useCallback(
    (target: EventTarget | null) =>
      target instanceof Node &&
      (panelRef.current?.contains(target) === true || triggerRef.current?.contains(target) === true),
    [],
  );
  // Tabbing out of the panel (to anything but its trigger) closes it.
  const onPanelBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (event.relatedTarget instanceof Node && !inside(event.relatedTarget)) setOpen(false);
    },
    [inside],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, inside]);

  return {
    open,
    toggle,
    close,
    panelRef,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      'aria-haspopup': kind,
      onClick: toggle,
    },
    panelProps: { id: panelId, ref: panelRef, onBlur: onPanelBlur },
  };
}

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id' | 'onBlur'> {
  popup: Pick<TaskbarPopup, 'open' | 'panelProps'>;
  /** Which edge of the trigger the panel lines up with. */
  align: 'start' | 'end';
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The panel itself, above the taskbar and lined up with its trigger (render both inside a
 * `.taskbar-popup-anchor`). Rendered only while open.
 */
export function TaskbarPopupPanel({ popup, align, children, className, ...rest }: PanelProps) {
  if (!popup.open) return null;
  return (
    <div
      {...rest}
      {...popup.panelProps}
      className={`taskbar-popup taskbar-popup-${align}${className ? ` ${className}` : ''}`}
    >
      {children}
    </div>
  );
}

const MENU_ITEM = '[role^="menuitem"]:not(:disabled)';

/** Up, Down, Home and End move the focus among a menu's items, wrapping at the ends. */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(MENU_ITEM)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (event.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
  else if (event.key === 'ArrowUp') next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else return;
  event.preventDefault();
  items[next]?.focus();
}

/** Focuses a menu's first item once it has rendered. */
export function focusFirstMenuItem(menu: HTMLElement | null): void {
  menu?.querySelector<HTMLElement>(MENU_ITEM)?.focus();
}
