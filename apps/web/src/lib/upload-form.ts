import { ApiError, apiErrorOf } from './api-client';
import { readStoredLanguage } from './i18n';
import { isTokenValid } from './jwt';
import { api, session, store, tokens } from './session';

/**
 * Uploads bypass the JSON client because progress needs XMLHttpRequest; they take its token
 * and language here and refresh once on 401, as the client does.
 */
async function accessToken(forceRefresh = false): Promise<string | null> {
  const access = tokens.getAccess();
  if (!forceRefresh && access && isTokenValid(access, Date.now())) return access;
  if (!tokens.getRefresh()) return null;
  try {
    return await api.refreshAccessToken();
  } catch (error) {
    // A refused refresh ends the session, as it does for every other request.
    if (error instanceof ApiError) session.signOut();
    throw error;
  }
}

function headers(access: string | null): Record<string, string> {
  const result: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readStoredLanguage(store) ?? 'en',
  };
  if (access) result.Authorization = `Bearer ${access}`;
  return result;
}

function errorFrom(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML error page: the status alone tells what happened.
  }
  return apiErrorOf(status, body);
}

export type UploadProgress = (fraction: number) => void;

function sendForm(url: string, form: FormData, access: string | null, onProgress: UploadProgress) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers(access))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(form);
  });
}

/** POSTs a multipart form to `/api{path}`, reporting the share of bytes sent; answers the JSON. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: UploadProgress,
): Promise<T> {
  const url = `/api${path}`;
  let answer = await sendForm(url, form, await accessToken(), onProgress);
  if (answer.status === 401)
    answer = await sendForm(url, form, await accessToken(true), onProgress);
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer.status, answer.text);
  return JSON.parse(answer.text) as T;
}
