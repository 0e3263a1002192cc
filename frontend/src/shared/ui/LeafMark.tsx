/** Plantry's leaf mark, decorative (the text beside it names the site). */
export function LeafMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M47 15C29 15 17 25 17 39c0 4 1 7 3 10 3-9 9-16 19-21-8 6-13 13-15 23 3 1 6 2 9 2 14 0 20-14 14-38Z" fill="#fff" />
    </svg>
  );
}
