/**
 * The video consultation of a call link: the configured video-conference service's room the server
 * names for the link's key, with its password (both derived there per key; neither is in the app's
 * source nor in the public configuration, and the room's name does not give the key back), disposed
 * when the screen is left. A key the server does not know, or no longer opens (its appointment
 * cancelled, removed or over), says so and leaves for the start page like the other links. Where the
 * service's script cannot be had — offline, blocked, too slow — or the room cannot be asked for, the
 * screen says so and offers to try again rather than staying blank.
 */
import { Button, mergeClasses, Spinner, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useEffect, useId, useRef, useState } from 'react';
import { pathFor } from '../../../domain/routes';
import { useCardClass } from '../../common/card';
import { useTranslation } from '../../i18n';
import { runtimeKey } from '../../i18n/keys';
import { linksCommands } from '../../live/links';
import { useConfiguration } from '../../live/use-configuration';
import type { ScreenProps } from '../../routes/screen-props';
import { RefreshIcon } from '../../shell/icons';
import { useHeader } from '../../state/header';
import { showMessage } from '../../state/snackbars';
import { failureMessage } from './link-failure';
import { useReplace } from './link-lookup';
import { loadVideoApi, type VideoApi } from './video-api';
import { roomOptions } from './room-options';
import '../../i18n/link-errors';
import './call-strings';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: '12px' },
  heading: { margin: '8px 0 0', fontSize: theme.fontSizeBase500, lineHeight: theme.lineHeightBase500 },
  room: {
    height: 'calc(100dvh - 200px)',
    minHeight: '360px',
    borderRadius: theme.borderRadiusLarge,
    overflow: 'hidden',
    backgroundColor: theme.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}` },
  },
  failed: { justifyItems: 'start' },
  text: { margin: 0 },
});

type Phase = 'loading' | 'ready' | 'offline' | 'unreachable';

export default function CallScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useCardClass('page');
  const replace = useReplace();
  const key = match.params.key ?? '';
  const domain = useConfiguration()?.videoConferenceDomain ?? null;
  const room = useRef<HTMLElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const messageId = useId();
  useHeader({ title: t('routes.call') });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) opens the room again
  useEffect(() => {
    const parent = room.current;
    if (domain === null || parent === null) return;
    let live = true;
    let api: VideoApi | null = null;
    setPhase('loading');
    const failed = () => setPhase(navigator.onLine ? 'unreachable' : 'offline');
    // Both asked at once; the script's failure is read once the room is known to exist.
    const script = loadVideoApi(domain);
    script.catch(() => undefined);
    linksCommands
      .videoRoom({ key })
      .then(async (answer) => {
        if (!live) return;
        if (!answer.ok) {
          if (answer.error.kind === 'offline') return setPhase('offline');
          // A link that leads nowhere is no fault of the network: retrying would not open it.
          const leadsNowhere = failureMessage(answer.error, '');
          if (leadsNowhere === null) return setPhase('unreachable');
          showMessage(runtimeKey(leadsNowhere));
          return replace(pathFor('root'));
        }
        const VideoConference = await script;
        if (!live) return;
        const { room: name, password } = answer.value;
        const opened = new VideoConference(domain, roomOptions(name, parent));
        api = opened;
        // The service's frame has no title: a screen reader would name it by its address, or not at all.
        const frame = opened.getIFrame?.();
        if (frame) frame.title = t('call.room');
        // The first to join sets the password; whoever comes later is asked for it.
        const enter = () => opened.executeCommand('password', password);
        opened.addEventListener('videoConferenceJoined', enter);
        opened.addEventListener('passwordRequired', enter);
        opened.addEventListener('readyToClose', () => replace(pathFor('root')));
        setPhase('ready');
      })
      .catch(() => {
        if (live) failed();
      });
    return () => {
      live = false;
      api?.dispose();
    };
  }, [key, domain, attempt]);

  // Focus follows the outcome of a retry: to the room, or back to the button to try once more.
  useEffect(() => {
    if (attempt === 0) return;
    if (phase === 'ready') room.current?.focus();
    if (phase === 'offline' || phase === 'unreachable') retryButton.current?.focus();
  }, [phase, attempt]);

  const failedPhase = phase === 'offline' || phase === 'unreachable';
  return (
    <section aria-labelledby="call-heading" className={styles.screen} data-testid="call">
      <h1 id="call-heading" className={styles.heading}>
        {t('routes.call')}
      </h1>
      {phase === 'loading' && <Spinner label={t('call.loading')} data-testid="call-loading" />}
      {failedPhase && (
        <div className={mergeClasses(card, styles.failed)} data-testid="call-failed">
          <p id={messageId} className={styles.text} role="alert">
            {t(phase === 'offline' ? 'call.offline' : 'call.unreachable')}
          </p>
          <Button
            ref={retryButton}
            icon={<RefreshIcon />}
            aria-describedby={messageId}
            onClick={() => setAttempt((count) => count + 1)}
            data-testid="call-retry"
          >
            {t('call.retry')}
          </Button>
        </div>
      )}
      <section
        ref={room}
        className={styles.room}
        aria-label={t('call.room')}
        tabIndex={-1}
        hidden={phase !== 'ready'}
        data-testid="call-room"
      />
    </section>
  );
}
