/** Says a failed console call in a toast: the server's translated message, else the generic one. */
import { toast } from '@/lib/toast';
import { isApiError } from '@/services/client';

export function toastError(error: unknown, fallback: string): void {
  toast.error(isApiError(error) ? error.message : fallback);
}
