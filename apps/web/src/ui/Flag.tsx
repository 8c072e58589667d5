import { useId } from 'react';
import type { FlagCode } from '../i18n/languages.ts';

const WIDTH = 21;
const HEIGHT = 14;

/** Small flags drawn inline: emoji flags do not render on every system. Decorative. */
export function Flag({ code }: { code: FlagCode }) {
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={VIEW_BOXES[code]}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)', flexShrink: 0 }}
    >
      {code === 'gb' ? <UnitedKingdom /> : code === 'es' ? <Spain /> : <Brazil />}
    </svg>
  );
}

const VIEW_BOXES: Record<FlagCode, string> = { gb: '0 0 60 30', es: '0 0 30 20', br: '0 0 30 20' };

function UnitedKingdom() {
  const clip = useId();
  return (
    <>
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </>
  );
}

function Spain() {
  return (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  );
}

function Brazil() {
  return (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.2 L27.6 10 L15 17.8 L2.4 10 Z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 8.9 Q15 7.6 19.5 10.6" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  );
}
