/** The Dealscout mark and word. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? '#ffffff' : '#0f4c5c';
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" role="img" aria-label="Dealscout">
      <rect width="32" height="32" rx="8" fill={ink} />
      <path d="M9 8h7c5 0 8 3.2 8 8s-3 8-8 8H9z" fill="none" stroke={inverted ? '#0f4c5c' : '#fff'} strokeWidth="3" />
      <circle cx="16.5" cy="16" r="2.5" fill="#f2a541" />
      <text x="40" y="22" fontFamily="Inter, 'Segoe UI', Arial, sans-serif" fontSize="18" fontWeight="700" fill={ink}>
        Dealscout
      </text>
    </svg>
  );
}
