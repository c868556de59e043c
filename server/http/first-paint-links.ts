/**
 * The personal-link screens' frame as plain HTML inside #root: the confirmation's heading and its two
 * buttons, the feedback's heading, ratings, comment box and Send, in ConfirmAppointmentScreen.tsx's and
 * FeedbackScreen.tsx's boxes (src/app/boot.css), so the screen shows before any script has loaded and
 * React, which draws the same frame while it looks the link up, replaces it box for box. The lines the
 * link's appointment fills (its date and time, the doctor) are stencils: what a link leads to is
 * private, and this page goes out as any other (the service worker may keep it, shared caches too), so
 * nothing of the key's appointment goes into it. A key of the wrong format gets no frame: the app sends
 * it to the start page.
 */
import { FEEDBACK_COMMENT_MAX } from '../../src/api/links';
import type { Configuration } from '../../src/api/configuration';
import { FIRST_PAINT_LINKS_RU as TEXT } from '../../src/domain/first-paint-link-text';
import { matchRoute } from '../../src/domain/routes';
import { withScreenBody } from './first-paint-booking';

/** A line the link's appointment fills once the app has looked it up. */
const pendingLine = (width: string) =>
  `<p class="fp-plink-line"><span class="fp-plink-stencil fp-plink-stencil-${width}"></span></p>`;

/** Disabled until the app has looked the link up, as the screen draws them. */
const button = (text: string) => `<span class="fp-auth-button fp-auth-submit">${text}</span>`;

const STAR =
  '<svg class="fp-plink-star" width="28" height="28" viewBox="0 0 20 20" aria-hidden="true">' +
  '<path d="M9.1 2.9a1 1 0 0 1 1.8 0l1.93 3.91 4.31.63a1 1 0 0 1 .56 1.7l-3.12 3.05.73 4.3a1 1 0 0 1-1.45 1.05L10 15.51l-3.86 2.03a1 1 0 0 1-1.45-1.05l.74-4.3L2.3 9.14a1 1 0 0 1 .56-1.7l4.31-.63zm.9.44L8.07 7.25a1 1 0 0 1-.75.55L3 8.43l3.12 3.04a1 1 0 0 1 .3.89l-.75 4.3 3.87-2.03a1 1 0 0 1 .93 0l3.86 2.03-.74-4.3a1 1 0 0 1 .29-.89L17 8.43l-4.32-.63a1 1 0 0 1-.75-.55z"/></svg>';

const rating = (label: string) =>
  `<div class="fp-plink-rating"><span class="fp-plink-label">${label}</span>` +
  `<div class="fp-plink-stars">${STAR.repeat(5)}</div></div>`;

const CONFIRM_FRAME =
  `<section class="fp-plink"><h1 class="fp-plink-heading">${TEXT.confirmHeading}</h1>` +
  `${pendingLine('when')}${pendingLine('doctor')}` +
  `<div class="fp-plink-actions">${button(TEXT.confirm)}${button(TEXT.cancel)}</div></section>`;

const FEEDBACK_FRAME =
  `<section class="fp-plink"><h1 class="fp-plink-heading">${TEXT.feedbackHeading}</h1>` +
  `${pendingLine('doctor')}${rating(TEXT.assessment)}${rating(TEXT.recommend)}` +
  `<div class="fp-plink-field"><span class="fp-auth-label">${TEXT.comment}</span>` +
  `<div class="fp-plink-comment"></div>` +
  `<div class="fp-plink-hint">${TEXT.commentHint.replace('{{max}}', String(FEEDBACK_COMMENT_MAX))}</div></div>` +
  `<div class="fp-plink-send">${button(TEXT.send)}</div></section>`;

/** The frame and header title of a link screen's path, or null (another page, or a malformed key). */
export function linkFrameOf(path: string): { title: string; body: string } | null {
  switch (matchRoute(path)?.route.name) {
    case 'confirm-appointment':
      return { title: TEXT.confirmTitle, body: CONFIRM_FRAME };
    case 'client-feedback':
      return { title: TEXT.feedbackTitle, body: FEEDBACK_FRAME };
    default:
      return null;
  }
}

/** index.html with the link screen's frame of `path` in #root, or the page unchanged (see above). */
export function withLinkPage(
  page: string,
  path: string,
  configuration: Pick<Configuration, 'colourScheme'> | null,
): string {
  const frame = linkFrameOf(path);
  return frame ? withScreenBody(page, frame.title, configuration, frame.body) : page;
}
