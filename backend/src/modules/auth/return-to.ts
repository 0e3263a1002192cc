/** A same-site path to come back to after signing in; anything else (other hosts, schemes) is dropped. */
export function safeReturnTo(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 500 ? value : undefined;
}
