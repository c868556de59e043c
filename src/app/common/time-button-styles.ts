/**
 * A free time's button in the schedule grid, one class of the page's own style sheet
 * (./time-button.css). The app's root imports this module too: the server draws a doctor's or a
 * service's page with its time buttons before the schedule's chunk loads, so their style must be in the
 * page's sheet, not in a sheet that comes with the chunk.
 */
import './time-button.css';

export const TIME_BUTTON_CLASS = 'time-button';
