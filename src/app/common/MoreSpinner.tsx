/**
 * The tiny spinner under a list while its next page loads: a chunk of its own (Fluent's Spinner and
 * Label), loaded when a further page is first asked for rather than with the list's first render,
 * which never shows it.
 */
import { Spinner } from '@fluentui/react-components';

export default function MoreSpinner({ label }: { label: string }) {
  return <Spinner size="tiny" label={label} />;
}
