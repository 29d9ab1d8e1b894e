import type { KeyboardEvent } from 'react';
import { isArrowKey, nextIconIndex } from './icon-navigation';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { AppIcon } from '../app-catalogue/app-icon';
import { useAppTitle } from './use-app-title';

interface DesktopIconsProps {
  apps: readonly AppDefinition[];
  selected: string | null;
  onSelect: (name: string | null) => void;
  onOpen: (app: AppDefinition) => void;
}

/** Moves the focus (and so the selection) to the icon an arrow key points at. */
function focusNeighbour(event: KeyboardEvent<HTMLElement>, key: Parameters<typeof nextIconIndex>[2]) {
  const icons = [
    ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('.desktop-icon') ?? []),
  ];
  const boxes = icons.map((icon) => {
    const rect = icon.getBoundingClientRect();
    return { x: rect.left, y: rect.top };
  });
  const next = nextIconIndex(boxes, icons.indexOf(event.currentTarget), key);
  if (next !== null) icons[next]?.focus();
}

/**
 * The desktop's icons: a click selects, a double click or Enter opens the app's window; the arrow
 * keys move between icons.
 */
export function DesktopIcons({ apps, selected, onSelect, onOpen }: DesktopIconsProps) {
  const titleOf = useAppTitle();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, app: AppDefinition) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      focusNeighbour(event, event.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(app);
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect(app.name);
    }
  };
  return (
    <ul className="desktop-icons" onClick={() => onSelect(null)}>
      {apps.map((app) => (
        <li key={app.name}>
          <div
            role="button"
            tabIndex={0}
            aria-pressed={selected === app.name}
            className={selected === app.name ? 'desktop-icon desktop-icon-selected' : 'desktop-icon'}
            data-testid={`desktop-icon-${app.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(app.name);
            }}
            onFocus={() => onSelect(app.name)}
            onDoubleClick={() => onOpen(app)}
            onKeyDown={(event) => onKeyDown(event, app)}
          >
            <AppIcon id={app.icon} size={52} />
            <span className="desktop-icon-title">{titleOf(app)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
