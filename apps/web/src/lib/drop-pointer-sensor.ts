import { PointerSensor } from '@dnd-kit/core';

/**
 * The parts of @dnd-kit's pointer sensor (6.x) this file changes. They are private in its types,
 * so they are reached through this one cast; `drop-pointer-sensor.test.ts` checks they exist.
 */
interface SensorInternals {
  document: Document;
  documentListeners: { removeAll(): void };
  detach(): void;
  removeTextSelection(): void;
}

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
]);

/** A field that takes typed text: its selection is its caret. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if ((element as HTMLElement).isContentEditable) return true;
  if (element.tagName === 'TEXTAREA') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !NOT_TYPED.has(type) && type !== 'reset' && type !== 'submit';
}

/**
 * @dnd-kit's PointerSensor, with its post-drop guards made safe for the fields of a dialog
 * (issue 12 item 5, docs/decisions/0014):
 * - After a drop it keeps document listeners for 50 ms: one clears the text selection on every
 *   `selectionchange`. Focusing a text field and typing in that window changes the selection,
 *   the listener removed it, and the caret with it: the typed text was lost. The selection is now
 *   left alone while a text field has the focus (during a drag the focus is on the dragged file).
 * - The same guard swallows every click in the 50 ms. It is there for the drop's own click (the
 *   browser's click after pointerup); the guards now end with that click, so the next one counts.
 */
export class DropPointerSensor extends PointerSensor {}

const base = PointerSensor.prototype as unknown as SensorInternals;
const own = DropPointerSensor.prototype as unknown as SensorInternals;

own.removeTextSelection = function removeTextSelection(this: SensorInternals) {
  if (isTextField(this.document.activeElement)) return;
  base.removeTextSelection.call(this);
};

own.detach = function detach(this: SensorInternals) {
  base.detach.call(this);
  const { document, documentListeners } = this;
  // Listeners on one target run in the order they were added: dnd-kit's click guard first.
  const release = () => documentListeners.removeAll();
  document.addEventListener('click', release, { capture: true, once: true });
  setTimeout(() => document.removeEventListener('click', release, { capture: true }), 50);
};
