import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useWindowStore } from '../window-manager/window-store';
import { AppWindow } from './app-window';
import { genericIcon, type RenderIcon } from './window-icon';
import './window.css';

/**
 * Every open window, over the area it is placed in (it fills its positioned parent). It measures that
 * area for the window manager and fetches the user's saved window places once.
 */
export function WindowLayer({ renderIcon = genericIcon }: { renderIcon?: RenderIcon }) {
  // Creation order, not z-order: a window keeps its place in the document and never remounts when raised.
  const names = useWindowStore(useShallow((state) => Object.keys(state.windows)));
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) {
        useWindowStore.getState().setViewport({ width: element.clientWidth, height: element.clientHeight });
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    void useWindowStore.getState().loadSavedLayout();
  }, []);

  return (
    <div className="window-layer" ref={layer} data-testid="window-layer">
      {names.map((name) => (
        <AppWindow key={name} name={name} renderIcon={renderIcon} />
      ))}
    </div>
  );
}
