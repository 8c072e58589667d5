/** The platform's logo: a steering wheel on the brand green. Decorative; the name is written beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#4ae387" />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#14301f" strokeWidth="2.6" />
      <circle cx="16" cy="16" r="2.6" fill="#14301f" />
      <path
        d="M7 14.5h6.5M18.5 14.5H25M16 18.6V25.5"
        stroke="#14301f"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
