import type { Rect } from './marquee-geometry';

/** The rubber band being dragged, drawn in the list's content so it scrolls with the rows. */
export function MarqueeBox({ box }: { box: Rect | null }) {
  if (!box) return null;
  return (
    <div
      className="fm-marquee"
      data-testid="fm-marquee"
      style={{ left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top }}
    />
  );
}
