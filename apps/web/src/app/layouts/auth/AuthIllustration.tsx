/** The decorative right-hand panel: a ranked list of fits drawn in SVG. */
export function AuthIllustration() {
  const rows = [0.92, 0.81, 0.74, 0.63];
  return (
    <div className="ds-auth-art-inner">
      <svg viewBox="0 0 360 300" width="100%" role="presentation">
        <rect x="20" y="20" width="320" height="260" rx="18" fill="rgba(255,255,255,0.08)" />
        {rows.map((score, index) => (
          <g key={score} transform={`translate(44 ${52 + index * 56})`}>
            <circle cx="14" cy="14" r="14" fill={index === 0 ? '#f2a541' : 'rgba(255,255,255,0.35)'} />
            <rect x="40" y="4" width="150" height="9" rx="4.5" fill="rgba(255,255,255,0.55)" />
            <rect x="40" y="19" width="100" height="7" rx="3.5" fill="rgba(255,255,255,0.25)" />
            <rect x="210" y="8" width="80" height="12" rx="6" fill="rgba(255,255,255,0.15)" />
            <rect x="210" y="8" width={80 * score} height="12" rx="6" fill="#f2a541" opacity={0.4 + score / 2} />
          </g>
        ))}
      </svg>
      <p className="ds-auth-art-caption">Florence ranks the buyers, investors and targets that fit your company.</p>
    </div>
  );
}
