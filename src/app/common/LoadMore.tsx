/** The footer under a list read page by page: a button for the next page, or what a list puts there. */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  more: { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '8px', padding: '12px' },
});

export function LoadMoreFooter({ children }: { children: ReactNode }) {
  return <div className={useStyles().more}>{children}</div>;
}

/** Disabled while a page is on its way, so a second tap asks for no second page. */
export function LoadMoreButton({
  label,
  busy,
  onClick,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <LoadMoreFooter>
      <Button appearance="subtle" disabled={busy} onClick={onClick}>
        {label}
      </Button>
    </LoadMoreFooter>
  );
}
