import { useTranslation } from "react-i18next";
import { AppLink, useAppLocation } from "../../ui/navigation.tsx";

/** The header's links, shared by the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: "/", key: "nav.home" },
  { to: "/nabory", key: "nav.sets" },
  { to: "/democalc", key: "nav.demo" },
  { to: "/#plans", key: "nav.plans" },
  { to: "/app", key: "nav.app" },
  { to: "/blog", key: "nav.blog" },
] as const;

type NavItem = (typeof NAV_ITEMS)[number];

/** Whether `item` is the page being shown: a hash link only at its hash, Home only without one. */
export function isCurrent(item: NavItem, pathname: string, hash: string): boolean {
  if (item.to.includes("#")) return pathname + hash === item.to;
  if (item.to === "/") return pathname === "/" && hash === "";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** One navigation link, marked aria-current when it is the page being shown. */
function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const { t } = useTranslation();
  const { pathname, hash } = useAppLocation();
  return (
    <AppLink
      to={item.to}
      className={className}
      aria-current={isCurrent(item, pathname, hash) ? "page" : undefined}
    >
      {t(item.key)}
    </AppLink>
  );
}

/** The site's navigation: every item as a link of `linkClassName` (the bar's or the mobile menu's). */
export function SiteNav({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.label")} className={className}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} className={linkClassName} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
