/**
 * Styles for text a screen reader reads and the screen does not show (a live region's words, a loading
 * line's label): out of the layout, so it moves no box.
 */
import type { GriffelStyle } from '@griffel/react';

export const spokenOnly: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
