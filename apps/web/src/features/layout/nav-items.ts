/** The header's links (spec section 2), shared by the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/nabory", key: "nav.sets", end: false },
  { to: "/democalc", key: "nav.demo", end: false },
  { to: "/#plans", key: "nav.plans", end: false },
  { to: "/app", key: "nav.app", end: false },
  { to: "/blog", key: "nav.blog", end: false },
] as const;
