/**
 * Client feedback by a personal link: the doctor's name, two half-step star ratings (the specialist, and
 * whether the client would recommend us), a comment of at most 8192 characters after trimming, and Send,
 * enabled once both ratings are chosen. Feedback is sent once: after sending, or any failure, the user
 * goes to the start page with the outcome as a snackbar. With no network it waits to be sent (the data
 * worker's command answers `queued`), and the snackbar and the shell's count bar say so. The short-link
 * route first asks the server where it leads and goes there (anywhere else on failure).
 */
import { Button, Field, Spinner, Textarea } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_COMMENT_MAX } from '../../../api/links';
import { pathFor } from '../../../domain/routes';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { linksCommands } from '../../live/links';
import type { ScreenProps } from '../../routes/screen-props';
import { preloadWaitingActions } from '../../shell/LazyWaitingActions';
import { preloadSnackbars } from '../../shell/snackbars/Snackbars';
import { useHeader } from '../../state/header';
import { whenIdle } from '../../tasks';
// "Feedback will be sent when the network returns" is said here, often before the shell's queue bar
// (which brings these strings too) has loaded: without them the snackbar showed its bare key.
import '../../i18n/offline-queue-strings';
import { newIntentKey } from '../../state/intent-key';
import { showMessage } from '../../state/snackbars';
import { failureMessage, lookupFailureMessage } from './link-failure';
import { useLookup, useReplace } from './link-lookup';
import { PendingLine } from './PendingLine';
import { StarRating } from './StarRating';
import './links-strings';

const FEEDBACK_ERRORS = 'createClientFeedbackErrors';

/**
 * What Send shows, loaded while the form is filled in: its outcome's snackbar and, when the feedback
 * waits for the network, the shell's count bar are lazy parts, which a first visit has not loaded yet.
 * Loaded only when Send needs them, with the network just gone, they failed ("could not load part of
 * the page") in place of the very words saying the feedback was kept.
 */
function preloadSendParts(): void {
  for (const preload of [preloadSnackbars, preloadWaitingActions]) {
    // Offline already: the part, once shown, offers its own retry, as it would have without this.
    preload().catch(() => undefined);
  }
}

const useStyles = makeStyles({
  heading: { margin: '8px 0 12px', fontSize: '20px', fontWeight: 600 },
  send: { marginTop: '16px' },
});

export default function FeedbackRoute({ match }: ScreenProps) {
  const key = match.params.key ?? '';
  if (match.route.name === 'external-client-feedback') return <ShortLink key={key} linkKey={key} />;
  return <FeedbackScreen key={key} feedbackKey={key} />;
}

function ShortLink({ linkKey }: { linkKey: string }) {
  const { t } = useTranslation();
  const navigate = useReplace();
  useHeader({ title: t('routes.external-client-feedback') });
  useLookup(
    linkKey,
    () => linksCommands.shortLinkRedirect({ key: linkKey }),
    (result) => {
      if (result?.ok) return navigate(result.value.url);
      // A short link leads to a reminder's confirmation or a waitlist offer as well as to feedback: an
      // outdated or unknown one says so, as those screens do, since texts only ever carry short links.
      const message = lookupFailureMessage(result?.error, 'formErrors', 'links.shortLink.loadOffline');
      if (message) showMessage(runtimeKey(message));
      navigate(pathFor('root'));
    },
  );
  return <Spinner label={t('links.feedback.loading')} data-testid="short-link-loading" />;
}

function FeedbackScreen({ feedbackKey }: { feedbackKey: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useReplace();
  const home = () => navigate(pathFor('root'));
  const [doctor, setDoctor] = useState<string | null>(null);
  const [assessment, setAssessment] = useState(0);
  const [recommend, setRecommend] = useState(0);
  const [comment, setComment] = useState('');
  const [requesting, setRequesting] = useState(false);
  const intent = useRef(newIntentKey());
  useHeader({ title: t('routes.client-feedback') });
  const shown = doctor !== null;

  // Once the form can be sent (the network was there a moment ago), after what the page is doing now.
  useEffect(() => {
    if (shown) whenIdle(preloadSendParts);
  }, [shown]);

  useLookup(
    feedbackKey,
    () => linksCommands.feedbackByKey({ key: feedbackKey }),
    (result) => {
      if (result?.ok) return setDoctor(result.value.doctorFullName);
      const message = lookupFailureMessage(result?.error, FEEDBACK_ERRORS, 'links.feedback.loadOffline');
      if (message) showMessage(runtimeKey(message));
      home();
    },
  );

  const tooLong = comment.trim().length > FEEDBACK_COMMENT_MAX;
  const canSend = doctor !== null && !requesting && assessment > 0 && recommend > 0 && !tooLong;

  const send = async () => {
    setRequesting(true);
    const result = await linksCommands
      .createFeedback({
        key: feedbackKey,
        generalAssessmentOfAdmission: assessment * 2,
        netPromoterScore: recommend * 2,
        comment,
        idempotencyKey: intent.current,
      })
      .catch(() => null);
    setRequesting(false);
    if (result?.ok) showMessage(result.value.queued ? 'offlineQueue.feedbackQueued' : 'links.feedback.sent');
    else {
      const errors = result?.error.errors;
      const message =
        failureMessage(result?.error, FEEDBACK_ERRORS) ??
        errors?.comment?.[0] ??
        errors?.unexpectedErrors?.[0] ??
        'errors.try_to_use_the_service_later';
      showMessage(runtimeKey(message));
    }
    home();
  };

  // Until the link is looked up, the form with the doctor's line pending and Send disabled: the frame
  // the server drew (server/http/react-page.ts), which the app hydrates, so nothing moves on screen.
  return (
    <section aria-labelledby="feedback-heading" aria-busy={doctor === null} data-testid="client-feedback">
      <h1 id="feedback-heading" className={styles.heading}>
        {t('links.feedback.heading')}
      </h1>
      {doctor === null ? (
        <PendingLine width="doctor" spoken={t('links.feedback.loading')} />
      ) : (
        <p data-testid="feedback-doctor">{t('links.feedback.doctor', { name: doctor })}</p>
      )}
      <StarRating
        label={t('links.feedback.assessment')}
        value={assessment}
        onChange={setAssessment}
        testId="rating-assessment"
      />
      <StarRating
        label={t('links.feedback.recommend')}
        value={recommend}
        onChange={setRecommend}
        testId="rating-recommend"
      />
      <Field
        label={t('links.feedback.comment')}
        hint={t('links.feedback.commentHint', { max: FEEDBACK_COMMENT_MAX })}
        validationState={tooLong ? 'error' : 'none'}
        validationMessage={tooLong ? t('errors.feedback.comment_is_too_long') : undefined}
      >
        <Textarea
          value={comment}
          onChange={(_, data) => setComment(data.value)}
          resize="vertical"
          data-testid="feedback-comment"
        />
      </Field>
      <Button
        appearance="primary"
        className={styles.send}
        disabled={!canSend}
        onClick={() => void send()}
        data-testid="feedback-send"
      >
        {t('links.feedback.send')}
      </Button>
    </section>
  );
}
