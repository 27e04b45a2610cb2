'use client';
// A CSV export of the API (the orders', the customers'), downloaded with the administrator's token (a link cannot
// carry it): the periodic refresh first if it is due, one refresh and one retry on 'Token expiré', then the file
// saved under the server's name. A refusal throws the API's error, as every other call does.
import { API_BASE_PATH } from '@/shared/constants';
import { answerError, type Envelope, isTokenExpired } from './answer';
import { api } from './auth-store';

/** The server's name for the file, else `<fallback>-2026-11-26.csv`. */
function csvName(response: Response, fallback: string): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  if (named) {
    try {
      return decodeURIComponent(named);
    } catch {
      return named;
    }
  }
  return `${fallback}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET `path` (an export under the API, '/commandes/export.csv') with `query`'s values that are set; `retryPath` is a
 * cheap call of the same section that trades an expired token for a new pair.
 */
export async function downloadCsv({ path, query, retryPath, fallbackName }: { path: string; query: Record<string, unknown>; retryPath: string; fallbackName: string }): Promise<void> {
  const client = api();
  await client.refreshIfDue();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const url = `${API_BASE_PATH}${path}${params.size > 0 ? `?${params}` : ''}`;
  const send = () => fetch(url, { headers: { Accept: 'text/csv', Authorization: `Bearer ${client.accessToken() ?? ''}` } });
  const failure = async (response: Response) => {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    return { body, error: answerError(response.status, body) };
  };
  let response = await send();
  if (!response.ok) {
    const { body, error } = await failure(response);
    if (!isTokenExpired(body)) throw error;
    // Any call of the client trades the pair on 'Token expiré', shared with the other tabs; then once more.
    await client.get(retryPath, { query: { limit: 1 } });
    response = await send();
    if (!response.ok) throw (await failure(response)).error;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = csvName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
