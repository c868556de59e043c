/**
 * A stand-in screen for route tests about guards and the header rather than a screen: its route's
 * translated name as a heading, under its real route.
 */
import { useTranslation } from '../../../src/app/i18n';
import type { ScreenProps } from '../../../src/app/routes/screen-props';

export default function PlaceholderScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="screen-heading" data-testid="placeholder" data-route={match.route.name}>
      <h1 id="screen-heading">{t(`routes.${match.route.name}`)}</h1>
    </section>
  );
}
