import { brand } from '../../../../app/theme';

const reasons = [
  { y: 308, width: 136 },
  { y: 326, width: 112 },
  { y: 344, width: 124 },
];

const rows = [
  { y: 112, rank: '1', name: 136, fit: 74, highlighted: true },
  { y: 182, rank: '2', name: 112, fit: 60, highlighted: false },
  { y: 252, rank: '3', name: 124, fit: 48, highlighted: false },
];

/** A ranked list with reasons attached, drawn without names or scores so it claims no real results. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 440 380" aria-hidden="true" focusable="false" className="ds-hero__svg">
      <circle cx="372" cy="64" r="64" fill={brand.accent} opacity="0.2" />
      <circle cx="92" cy="296" r="72" fill={brand.primary} opacity="0.07" />
      <rect x="36" y="36" width="360" height="292" rx="18" fill="#ffffff" stroke={brand.primary} strokeOpacity="0.12" />
      <rect x="60" y="64" width="150" height="12" rx="6" fill={brand.ink} opacity="0.85" />
      <rect x="60" y="84" width="96" height="8" rx="4" fill={brand.muted} opacity="0.35" />
      <circle cx="366" cy="76" r="14" fill={brand.accent} />
      <path d="M366 68 l2.4 5.6 5.6 2.4 -5.6 2.4 -2.4 5.6 -2.4 -5.6 -5.6 -2.4 5.6 -2.4 z" fill={brand.ink} />
      {rows.map((row) => (
        <g key={row.rank}>
          <rect
            x="56"
            y={row.y}
            width="320"
            height="56"
            rx="12"
            fill={brand.surface}
            stroke={row.highlighted ? brand.accent : 'none'}
            strokeWidth="2"
          />
          <circle cx="86" cy={row.y + 28} r="14" fill={brand.primary} opacity={row.highlighted ? 1 : 0.75} />
          <text x="86" y={row.y + 33} textAnchor="middle" fontSize="14" fontWeight="600" fontFamily="inherit" fill="#ffffff">
            {row.rank}
          </text>
          <rect x="112" y={row.y + 16} width={row.name} height="10" rx="5" fill={brand.ink} opacity="0.7" />
          <rect x="112" y={row.y + 34} width="84" height="8" rx="4" fill={brand.muted} opacity="0.35" />
          <rect x="276" y={row.y + 24} width="84" height="8" rx="4" fill={brand.primary} opacity="0.12" />
          <rect x="276" y={row.y + 24} width={row.fit} height="8" rx="4" fill={row.highlighted ? brand.accent : brand.primary} />
        </g>
      ))}
      <g>
        <rect x="214" y="290" width="206" height="78" rx="14" fill={brand.primary} />
        {reasons.map((reason) => (
          <g key={reason.y}>
            <circle cx="236" cy={reason.y + 4} r="5" fill={brand.accent} />
            <rect x="250" y={reason.y} width={reason.width} height="8" rx="4" fill="#ffffff" opacity="0.85" />
          </g>
        ))}
      </g>
    </svg>
  );
}
