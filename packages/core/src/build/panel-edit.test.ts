import { describe, expect, it } from 'vitest';
import { CALCULATION_MESSAGES as M } from '../messages/calculation-messages';
import { watts } from '../units';
import { editArrayPanels, type PanelEditInput } from './panel-edit';

const edit = (requested: number, overrides: Partial<PanelEditInput> = {}) =>
  editArrayPanels({
    panels: [10, 6],
    arrayIndex: 1,
    requested,
    maxPanelsAllowed: 7,
    panelWatts: watts(400),
    systemSizeLimit: 0,
    minimumPanels: 11,
    isGroundMount: false,
    ...overrides,
  });

describe('editing one array’s panels', () => {
  it.each([
    { name: 'accepted', requested: 3, value: 3, message: null },
    { name: 'exactly 1 is refused', requested: 1, value: 6, message: M.panelsPerArrayCantBeOne },
    // others 10, minimum 11 → at least 1 → rounded to 2
    { name: 'below the minimum', requested: 0, value: 2, message: M.minimumSystemReached },
    { name: 'negative is 0 → minimum', requested: -4, value: 2, message: M.minimumSystemReached },
  ])('$name', ({ requested, value, message }) => {
    expect(edit(requested)).toMatchObject({ value, message });
  });

  it('reduces to the power company’s kW limit', () => {
    // 6 kW / 400 W = 15 panels; others 10 → at most 5
    expect(edit(8, { systemSizeLimit: 6 })).toMatchObject({
      value: 5,
      message: M.maxSystemSizeReached,
    });
    expect(edit(8, { systemSizeLimit: 0 })).toMatchObject({ value: 8, message: null });
  });

  it('warns above maxPanelsAllowed but allows it', () => {
    expect(edit(9)).toMatchObject({ value: 9, isOverMaxAllowed: true });
  });

  it('cannot change a ground mount system', () => {
    expect(edit(3, { isGroundMount: true }).value).toBe(6);
  });
});
