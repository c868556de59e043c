/** The boxes a painted page and React's draw, and their comparison (the first-paint specs). */
import type { Locator } from '@playwright/test';
import { expect } from './harness';

export type Box = { left: number; top: number; width: number; height: number };

export const boxesOf = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    }),
  );

/** Each box within 1 px of its counterpart, and as many of them. */
export function expectSameBoxes(react: Box[], painted: Box[], what: string): void {
  expect(react.length, what).toBe(painted.length);
  react.forEach((box, index) => {
    const other = painted[index]!;
    for (const side of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(box[side] - other[side]), `${what} ${index} ${side}`).toBeLessThanOrEqual(1);
  });
}
