/** The blog's small line icons (decorative: their buttons carry the labels). */
const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
};

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" {...common} fill={filled ? "currentColor" : "none"}>
      <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3c.8-1.2 2.1-2.3 4.1-2.3 3.4 0 5.1 3.4 3.6 6.4C19 15.6 12 20 12 20z" />
    </svg>
  );
}

export function CommentIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}
