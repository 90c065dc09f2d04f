/** A console screen's data could not be loaded: what failed, the server's reason, and a way to try again. */
import { Alert, Button } from 'antd';
import { isApiError } from '@/services/client';

export default function LoadFailed({
  title,
  retry,
  error,
  onRetry,
  testId,
}: {
  title: string;
  retry: string;
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={isApiError(error) ? error.message : undefined}
      action={<Button onClick={onRetry}>{retry}</Button>}
      data-testid={testId}
    />
  );
}
