import { i18n } from '@/lib/i18n';
import type { FieldError, HttpErrorBody } from '@lakbay/contracts';

/** A failed call, reduced to what a screen shows. */
export interface ApiErrorInfo {
  /** HTTP status, or null when no answer arrived (offline, timeout). */
  status: number | null;
  /** Error code from the BFF's body, when it sent one. */
  code: string | null;
  /** One human-readable sentence for a toast or a general form error. */
  message: string;
  /** Per-field errors (spec section 5); empty unless the server sent a list. */
  fieldErrors: FieldError[];
}

const fallbackMessage = (): string => i18n.t('form.failed');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) &&
  typeof value.property === 'string' &&
  Array.isArray(value.constraints) &&
  value.constraints.every((constraint) => typeof constraint === 'string');

function isHttpErrorBody(value: unknown): value is HttpErrorBody {
  if (!isRecord(value)) {
    return false;
  }
  const { message } = value;
  return typeof message === 'string' || (Array.isArray(message) && message.every(isFieldError));
}

const isApiErrorInfo = (value: Record<string, unknown>): value is Record<string, unknown> & ApiErrorInfo =>
  typeof value.message === 'string' &&
  Array.isArray(value.fieldErrors) &&
  'code' in value &&
  (typeof value.status === 'number' || value.status === null);

// fetchBaseQuery reports a failed fetch as String(error), e.g. "TypeError: Failed to fetch"; the
// spec wants the client's message text, so drop the leading error class name.
const withoutErrorName = (text: string): string => text.replace(/^[A-Za-z]*Error: /, '');

/**
 * Normalises anything an RTK Query call can reject with: a FetchBaseQueryError (an HTTP answer,
 * FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR) or a SerializedError from a thrown exception.
 */
export function describeApiError(error: unknown): ApiErrorInfo {
  if (!isRecord(error)) {
    return { status: null, code: null, message: fallbackMessage(), fieldErrors: [] };
  }
  if (isApiErrorInfo(error)) {
    // Already described (useRequest's send rejects with one).
    return error;
  }
  const { status } = error;
  if (typeof status === 'number') {
    if (isHttpErrorBody(error.data)) {
      const { message, code } = error.data;
      if (typeof message === 'string') {
        return { status, code: code ?? null, message, fieldErrors: [] };
      }
      const sentences = message.flatMap((fieldError) => fieldError.constraints);
      return { status, code: code ?? null, message: sentences.join(', ') || fallbackMessage(), fieldErrors: message };
    }
    // An answer without our error body (a proxy's HTML page, say): say what the client saw.
    return { status, code: null, message: i18n.t('form.failedWithStatus', { status }), fieldErrors: [] };
  }
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return {
      status: error.originalStatus,
      code: null,
      message: i18n.t('form.failedWithStatus', { status: error.originalStatus }),
      fieldErrors: [],
    };
  }
  if (typeof error.error === 'string') {
    return { status: null, code: null, message: withoutErrorName(error.error), fieldErrors: [] };
  }
  if (typeof error.message === 'string' && error.message) {
    return { status: null, code: null, message: error.message, fieldErrors: [] };
  }
  return { status: null, code: null, message: fallbackMessage(), fieldErrors: [] };
}
