import { useCallback, useState } from 'react';

export type FeedbackMessage = { tone: 'success' | 'danger'; text: string };

/** The last success or failure message of a screen section. */
export function useFeedback() {
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const success = useCallback((text: string) => setMessage({ tone: 'success', text }), []);
  const failure = useCallback((text: string) => setMessage({ tone: 'danger', text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, success, failure, clear };
}

/** Shows a feedback message: a polite status for success, an alert for failure. */
export function Feedback({
  message,
  testId,
}: {
  message: FeedbackMessage | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <div
      className={`alert alert-${message.tone} py-2`}
      role={message.tone === 'danger' ? 'alert' : 'status'}
      data-testid={
        testId ? `${testId}-${message.tone === 'success' ? 'saved' : 'error'}` : undefined
      }
    >
      {message.text}
    </div>
  );
}
