import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Keyboard dragging that jumps from one drop area to the next (pool, new essay, each essay)
 * instead of moving the file 25 px per key press, so a keyboard user needs a few presses only.
 */
export const jumpBetweenDropAreas: KeyboardCoordinateGetter = (event, { context }) => {
  if (!NEXT.has(event.code) && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const areas = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (areas.length === 0) return undefined;
  const current = areas.findIndex((area) => area.id === over?.id);
  const step = NEXT.has(event.code) ? 1 : -1;
  const index = current < 0 ? 0 : (current + step + areas.length) % areas.length;
  const target = areas[index];
  if (!target) return undefined;
  return {
    x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
    y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
  };
};
