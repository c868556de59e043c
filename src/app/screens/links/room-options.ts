/**
 * How a consultation room is opened: under the name the server gives for its link's key, in Russian,
 * with the reduced toolbar the clinic's consultations use and none of the service's own branding.
 */

/** Fullscreen, microphone, camera, captions, desktop share, device selection, hangup, profile, chat,
 * shared notes, settings, video quality, filmstrip, invite, stats, shortcuts, tile view, end-to-end encryption. */
export const TOOLBAR_BUTTONS = [
  'fullscreen',
  'microphone',
  'camera',
  'closedcaptions',
  'desktop',
  'fodeviceselection',
  'hangup',
  'profile',
  'chat',
  'etherpad',
  'settings',
  'videoquality',
  'filmstrip',
  'invite',
  'stats',
  'shortcuts',
  'tileview',
  'e2ee',
] as const;

export const ROOM_LANGUAGE = 'ru';

/** `roomName`: the server's name for the link's room (lower-case letters and digits), never the key. */
export function roomOptions(roomName: string, parentNode: HTMLElement): Record<string, unknown> {
  return {
    roomName,
    parentNode,
    width: '100%',
    height: '100%',
    lang: ROOM_LANGUAGE,
    configOverwrite: {
      defaultLanguage: ROOM_LANGUAGE,
      toolbarButtons: [...TOOLBAR_BUTTONS],
      disableDeepLinking: true,
    },
    interfaceConfigOverwrite: {
      TOOLBAR_BUTTONS: [...TOOLBAR_BUTTONS],
      SHOW_JITSI_WATERMARK: false,
      SHOW_WATERMARK_FOR_GUESTS: false,
      SHOW_BRAND_WATERMARK: false,
      SHOW_POWERED_BY: false,
      SHOW_PROMOTIONAL_CLOSE_PAGE: false,
      JITSI_WATERMARK_LINK: '',
      DEFAULT_LOGO_URL: '',
      HIDE_DEEP_LINKING_LOGO: true,
      MOBILE_APP_PROMO: false,
    },
  };
}
