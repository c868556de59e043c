/**
 * A row's info button, one class of the page's own style sheet (./info-button.css): Fluent's Button
 * cost each row its hooks, slots and class lists and its icon an inline picture per row, and atomic
 * classes would still be a list of a few dozen names per row; either made a long list's page drawn by
 * the server large.
 */
import './info-button.css';

export const INFO_BUTTON_CLASS = 'info-button';
