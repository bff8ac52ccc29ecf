// A small illustration: a suitcase beside a signpost pointing nowhere.
export function LostTraveller() {
  return (
    <svg width="180" height="120" viewBox="0 0 180 120" role="img" aria-label="چمدانی کنار تابلوی راهنما">
      <rect x="0" y="104" width="180" height="4" rx="2" fill="#d8e4de" />
      <rect x="118" y="30" width="5" height="76" fill="#7b8d85" />
      <path d="M96 34h52l10 9-10 9H96z" fill="#0f7b4f" />
      <path d="M146 58H94l-10 9 10 9h52z" fill="#f59e0b" />
      <text x="120" y="47" fontSize="11" fill="#fff" textAnchor="middle" fontFamily="Vazirmatn, sans-serif">
        ؟
      </text>
      <rect x="28" y="56" width="52" height="48" rx="8" fill="#1660b8" />
      <rect x="44" y="46" width="20" height="12" rx="4" fill="none" stroke="#1660b8" strokeWidth="4" />
      <rect x="36" y="70" width="36" height="5" rx="2.5" fill="#9cc0ea" />
      <rect x="36" y="82" width="36" height="5" rx="2.5" fill="#9cc0ea" />
    </svg>
  );
}
