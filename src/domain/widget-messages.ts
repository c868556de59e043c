/**
 * What the portal, shown in the booking widget's drawer on a clinic's site, tells the widget around it.
 * - Escape: a key pressed inside the drawer reaches the portal's document, not the clinic's page, so
 *   Escape is passed up for the drawer to close.
 * - Storage denied: a browser that blocks third-party storage (a private window, third-party cookies
 *   blocked) gives the framed portal no database, no Web Locks and no service worker, so it cannot
 *   work there; the widget then offers to open the portal in a tab of its own.
 */
export const WIDGET_MESSAGE_TYPES = ['priyom:escape', 'priyom:storage-denied'] as const;
export type WidgetMessageType = (typeof WIDGET_MESSAGE_TYPES)[number];

export interface WidgetMessage {
  type: WidgetMessageType;
}

export const widgetMessageType = (data: unknown): WidgetMessageType | null => {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return (WIDGET_MESSAGE_TYPES as readonly unknown[]).includes(type) ? (type as WidgetMessageType) : null;
};
