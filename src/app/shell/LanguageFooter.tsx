/**
 * The page footer with the language switch (Russian ⇄ English). The spec's menu has no language entry
 * and logged-out visitors above 900 px have no menu at all, so the switch lives here, at the end of every
 * page, where keyboard and screen-reader users reach it too. The label is written in the language it
 * switches to (and marked so), as language pickers usually are.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../i18n';
import { setLanguage } from '../i18n';
import { LanguageIcon } from './icons';

const useStyles = makeStyles({
  footer: {
    // At the foot of the page body (a flex column as tall as the viewport): it stays where it is while
    // the screen above it loads and grows, instead of being pushed down (a layout shift) each time.
    marginTop: 'auto',
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: '24px 8px',
    color: theme.colorNeutralForeground3,
  },
});

export function LanguageFooter() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const english = i18n.language.toLowerCase().startsWith('en');
  return (
    <footer className={styles.footer}>
      <Button
        appearance="subtle"
        size="small"
        icon={<LanguageIcon />}
        lang={english ? 'ru' : 'en-GB'}
        data-testid="language-switch"
        onClick={() => void setLanguage(english ? 'ru' : 'en-gb')}
      >
        {t(english ? 'shell.languageRussian' : 'shell.languageEnglish')}
      </Button>
    </footer>
  );
}
