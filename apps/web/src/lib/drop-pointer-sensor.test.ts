import { PointerSensor } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { DropPointerSensor, isTextField } from './drop-pointer-sensor.ts';

const element = (tagName: string, type = '', isContentEditable = false) =>
  ({ tagName, type, isContentEditable }) as unknown as Element;

describe('drop pointer sensor (issue 12 item 5)', () => {
  it("overrides methods @dnd-kit's pointer sensor still has (a dnd-kit update must keep them)", () => {
    const base = PointerSensor.prototype as unknown as Record<string, unknown>;
    const own = DropPointerSensor.prototype as unknown as Record<string, unknown>;
    for (const name of ['detach', 'removeTextSelection']) {
      expect(typeof base[name], name).toBe('function');
      expect(own[name], name).not.toBe(base[name]);
    }
    expect(DropPointerSensor.activators).toBe(PointerSensor.activators);
  });

  it('leaves the selection alone in fields that take typed text only', () => {
    expect(isTextField(element('INPUT', 'text'))).toBe(true);
    expect(isTextField(element('INPUT', 'search'))).toBe(true);
    expect(isTextField(element('TEXTAREA'))).toBe(true);
    expect(isTextField(element('DIV', '', true))).toBe(true);
    expect(isTextField(element('INPUT', 'checkbox'))).toBe(false);
    expect(isTextField(element('INPUT', 'submit'))).toBe(false);
    expect(isTextField(element('DIV'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
