/**
 * Downloads a console export (CSV) with the operator's token: fetched, then saved under
 * `filename` through a temporary link. A refusal carries the server's translated message.
 */
import { getValidAccessToken } from '@/lib/tokenStore';
import { getLanguage } from '@/lib/language';
import { ApiError } from '@/services/client';

export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = getValidAccessToken();
  const res = await fetch(path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': getLanguage() } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? res.status, res.status, body?.message ?? res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
