/** A road ending at a barrier with a traffic cone. Decorative. */
export function RoadIllustration() {
  return (
    <svg viewBox="0 0 320 220" width="100%" aria-hidden focusable="false" style={{ maxWidth: 360 }}>
      <rect width="320" height="220" rx="16" fill="#f1fdf5" />
      <path d="M120 220 L150 70 H170 L200 220 Z" fill="#495057" />
      <path d="M160 200 V180 M160 160 V142 M160 124 V110 M160 96 V86" stroke="#f7cc36" strokeWidth="4" />
      <rect x="96" y="52" width="128" height="22" rx="4" fill="#fff" stroke="#e34a4a" strokeWidth="3" />
      <path
        d="M108 74 L124 52 M140 74 L156 52 M172 74 L188 52 M204 74 L220 52"
        stroke="#e34a4a"
        strokeWidth="8"
      />
      <path d="M112 74 V100 M208 74 V100" stroke="#868e96" strokeWidth="5" />
      <path d="M236 196 L252 136 H262 L278 196 Z" fill="#f08c00" />
      <path d="M241 176 H273 M246 156 H268" stroke="#fff" strokeWidth="7" />
      <rect x="228" y="194" width="58" height="8" rx="3" fill="#e8590c" />
      <circle cx="62" cy="62" r="22" fill="#4ae387" opacity="0.35" />
      <circle cx="270" cy="40" r="12" fill="#4ab2e3" opacity="0.35" />
    </svg>
  );
}
