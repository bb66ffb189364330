/** navigator.onLine, treating an unknown environment as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** A network failure: fetch rejects with a TypeError when the request never got an answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
