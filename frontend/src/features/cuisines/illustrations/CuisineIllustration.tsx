import type { ComponentType, ReactNode } from 'react';

/*
 * Flat illustrations drawn for Plantry, one per starting cuisine plus a generic plate. Each is a
 * handful of shapes on a 160 × 120 canvas (4:3) and decorative: the card names the cuisine.
 */

function Canvas({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg className="cuisine-illustration" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill={background} />
      {children}
    </svg>
  );
}

/** A bowl: a half ellipse under its rim line at height `y`. */
const bowl = (cx: number, y: number, rx: number, ry: number) => `M${cx - rx} ${y} A${rx} ${ry} 0 0 0 ${cx + rx} ${y} Z`;

function Mediterranean() {
  return (
    <Canvas background="#d3ebf5">
      <circle cx="128" cy="28" r="13" fill="#fcd34d" />
      <path d="M0 88q20-8 40 0t40 0 40 0 40 0V120H0Z" fill="#5aa9e6" />
      <path d={bowl(80, 72, 38, 30)} fill="#c2410c" />
      <rect x="42" y="69" width="76" height="6" rx="3" fill="#9a3412" />
      <ellipse cx="64" cy="63" rx="8" ry="10" fill="#4d7c0f" />
      <ellipse cx="80" cy="60" rx="8" ry="10" fill="#65a30d" />
      <ellipse cx="96" cy="63" rx="8" ry="10" fill="#3f6212" />
      <path d="M98 44q14-16 30-8-12 14-30 8Z" fill="#84cc16" />
      <path d="M88 40q2-18 18-20 0 16-18 20Z" fill="#65a30d" />
    </Canvas>
  );
}

function Asian() {
  return (
    <Canvas background="#fde4e1">
      <path d="M96 22 134 70" stroke="#92400e" strokeWidth="5" strokeLinecap="round" />
      <path d="M110 18 140 66" stroke="#b45309" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="78" cy="66" rx="40" ry="18" fill="#fffdf7" />
      <path d={bowl(78, 68, 46, 36)} fill="#be123c" />
      <path d="M46 84h64" stroke="#fda4af" strokeWidth="4" strokeLinecap="round" />
      <circle cx="66" cy="58" r="4" fill="#16a34a" />
      <circle cx="82" cy="55" r="3.5" fill="#22c55e" />
      <circle cx="92" cy="61" r="3" fill="#16a34a" />
    </Canvas>
  );
}

function Mexican() {
  return (
    <Canvas background="#fed7aa">
      <path d="M34 96a46 46 0 0 1 92 0Z" fill="#16a34a" />
      <circle cx="62" cy="58" r="7" fill="#dc2626" />
      <circle cx="98" cy="58" r="7" fill="#dc2626" />
      <circle cx="80" cy="50" r="6" fill="#fef08a" />
      <path d="M40 100a40 40 0 0 1 80 0Z" fill="#facc15" />
      <path d="M124 100a16 16 0 0 1 28-14Z" fill="#84cc16" />
    </Canvas>
  );
}

function Indian() {
  return (
    <Canvas background="#fef3c7">
      <path d="M104 30q30-4 40 26-6 30-34 28-16-22-6-54Z" fill="#e9c28a" />
      <circle cx="120" cy="48" r="3" fill="#c08a47" />
      <circle cx="128" cy="64" r="3" fill="#c08a47" />
      <ellipse cx="70" cy="64" rx="44" ry="14" fill="#ea580c" />
      <path d={bowl(70, 64, 48, 36)} fill="#b45309" />
      <path d="M22 64h96" stroke="#92400e" strokeWidth="6" strokeLinecap="round" />
      <circle cx="56" cy="60" r="4" fill="#15803d" />
      <circle cx="74" cy="57" r="3" fill="#22c55e" />
      <circle cx="86" cy="62" r="4" fill="#15803d" />
    </Canvas>
  );
}

function Italian() {
  return (
    <Canvas background="#dcfce7">
      <rect y="100" width="160" height="20" fill="#ef4444" />
      <ellipse cx="80" cy="66" rx="56" ry="38" fill="#ffffff" />
      <ellipse cx="80" cy="66" rx="42" ry="28" fill="#f1f5f9" />
      <path
        d="M50 68q10-22 30-6t30-4M54 76q14-18 28-4t24-2M60 58q12-12 22 0t22-2"
        fill="none"
        stroke="#facc15"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="80" cy="62" r="11" fill="#dc2626" />
      <path d="M86 50q10-12 22-6-6 12-22 6Z" fill="#16a34a" />
    </Canvas>
  );
}

function MiddleEastern() {
  return (
    <Canvas background="#f3e3c3">
      <path d="M104 40 150 26 136 74Z" fill="#e8c891" />
      <ellipse cx="66" cy="64" rx="42" ry="15" fill="#e9c886" />
      <path d={bowl(66, 66, 46, 34)} fill="#0f766e" />
      <path d="M44 62q22-12 44 0" fill="none" stroke="#c99a4e" strokeWidth="4" strokeLinecap="round" />
      <circle cx="58" cy="60" r="3" fill="#b91c1c" />
      <circle cx="74" cy="58" r="3" fill="#b91c1c" />
      <circle cx="66" cy="64" r="4" fill="#84cc16" />
      <circle cx="120" cy="88" r="11" fill="#92400e" />
      <circle cx="142" cy="94" r="10" fill="#a16207" />
      <circle cx="128" cy="106" r="9" fill="#78350f" />
    </Canvas>
  );
}

function American() {
  return (
    <Canvas background="#dbeafe">
      <path d="M40 58a40 30 0 0 1 80 0Z" fill="#f59e0b" />
      <circle cx="66" cy="44" r="2.5" fill="#fef3c7" />
      <circle cx="82" cy="38" r="2.5" fill="#fef3c7" />
      <circle cx="96" cy="46" r="2.5" fill="#fef3c7" />
      <path d="M36 62q8-6 16 0t16 0 16 0 16 0 16 0 16 0v6H36Z" fill="#22c55e" />
      <rect x="38" y="68" width="84" height="14" rx="7" fill="#7c2d12" />
      <rect x="40" y="84" width="80" height="14" rx="6" fill="#f59e0b" />
      <rect x="128" y="52" width="6" height="44" rx="2" fill="#ef4444" />
      <rect x="138" y="58" width="6" height="38" rx="2" fill="#facc15" />
    </Canvas>
  );
}

function Thai() {
  return (
    <Canvas background="#ecfccb">
      <path d="M40 20 70 62" stroke="#78350f" strokeWidth="4" strokeLinecap="round" />
      <path d="M52 16 78 58" stroke="#92400e" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="80" cy="66" rx="46" ry="14" fill="#fde68a" />
      <path d="M44 64q6-8 12 0t12 0 12 0 12 0 12 0 12 0" fill="none" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
      <path d={bowl(80, 66, 50, 38)} fill="#0891b2" />
      <path d="M120 50q14-6 20 6-12 4-20-6Z" fill="#dc2626" />
      <path d="M98 60a12 12 0 0 1 22 0Z" fill="#84cc16" />
    </Canvas>
  );
}

function Chinese() {
  return (
    <Canvas background="#b91c1c">
      <circle cx="132" cy="26" r="10" fill="#fbbf24" />
      <ellipse cx="80" cy="62" rx="50" ry="14" fill="#e7c08a" />
      <path d="M62 60q6-16 18-16t18 16Z" fill="#fffaf0" />
      <path d="M36 64q6-14 16-14t16 14Z" fill="#fff7e6" />
      <path d="M92 64q6-14 16-14t16 14Z" fill="#fff7e6" />
      <path d="M30 62h100v22q0 10-10 10H40q-10 0-10-10Z" fill="#d6a35c" />
      <path d="M30 74h100" stroke="#b7803c" strokeWidth="3" />
    </Canvas>
  );
}

function Japanese() {
  return (
    <Canvas background="#fce7f3">
      <circle cx="118" cy="34" r="18" fill="#f43f5e" />
      <rect x="18" y="86" width="124" height="10" rx="5" fill="#a16207" />
      {[44, 80, 116].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="66" r="17" fill="#14532d" />
          <circle cx={cx} cy="66" r="13" fill="#ffffff" />
          <circle cx={cx - 3} cy="64" r="5" fill="#f97316" />
          <circle cx={cx + 4} cy="69" r="4" fill="#65a30d" />
        </g>
      ))}
    </Canvas>
  );
}

function Greek() {
  return (
    <Canvas background="#e0f2fe">
      <path d="M0 0h160v14H0Zm0 22h160v8H0Z" fill="#bae6fd" />
      <ellipse cx="80" cy="68" rx="48" ry="16" fill="#86efac" />
      <circle cx="58" cy="62" r="8" fill="#ef4444" />
      <circle cx="98" cy="60" r="8" fill="#dc2626" />
      <rect x="70" y="54" width="12" height="12" rx="2" fill="#fafaf9" />
      <circle cx="84" cy="70" r="4" fill="#4c1d95" />
      <circle cx="112" cy="68" r="6" fill="#bbf7d0" stroke="#16a34a" strokeWidth="3" />
      <path d={bowl(80, 70, 52, 34)} fill="#ffffff" />
      <path d="M34 80h92" stroke="#2563eb" strokeWidth="5" strokeLinecap="round" />
    </Canvas>
  );
}

function AnyCuisine() {
  return (
    <Canvas background="#e7f5ea">
      <circle cx="80" cy="62" r="36" fill="#ffffff" />
      <circle cx="80" cy="62" r="26" fill="#f0fdf4" stroke="#bbf7d0" strokeWidth="3" />
      <path d="M80 52q12 0 12 12-12 4-18-4 0-8 6-8Z" fill="#22c55e" />
      <rect x="30" y="30" width="5" height="64" rx="2.5" fill="#64748b" />
      <path d="M26 30v16q0 6 6 6h1q6 0 6-6V30" fill="none" stroke="#64748b" strokeWidth="3" />
      <path d="M126 30q10 10 0 32v32" fill="none" stroke="#64748b" strokeWidth="5" strokeLinecap="round" />
    </Canvas>
  );
}

const illustrations: Record<string, ComponentType> = {
  mediterranean: Mediterranean,
  asian: Asian,
  mexican: Mexican,
  indian: Indian,
  italian: Italian,
  'middle eastern': MiddleEastern,
  american: American,
  thai: Thai,
  chinese: Chinese,
  japanese: Japanese,
  greek: Greek,
};

/** The illustration of a cuisine (by name, any case), or a generic plate. */
export function CuisineIllustration({ name }: { name: string }) {
  const Illustration = illustrations[name.trim().toLowerCase()] ?? AnyCuisine;
  return <Illustration />;
}

export const ILLUSTRATED_CUISINES = Object.keys(illustrations);
