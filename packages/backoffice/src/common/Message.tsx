import { alert, status } from '../layout/layout.css.ts';

/** An action's outcome, announced to screen readers (role=status, or alert for a refusal). */
export function Message({ message }: { message: { text: string; isError: boolean } | undefined }) {
  if (!message) return <p role="status" />;
  return message.isError ? (
    <p role="alert" className={alert}>
      {message.text}
    </p>
  ) : (
    <p role="status" className={status}>
      {message.text}
    </p>
  );
}
