/** The card a row of the client's lists sits on (appointments, service results). */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';

export const useCardRowStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '4px',
    padding: '12px 16px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
  },
});
