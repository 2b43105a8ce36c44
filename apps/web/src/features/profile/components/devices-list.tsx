/** The devices signed in to the account: browser, address, last seen; sign one out, or all the others. */
import type { TSession } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import { formatMoment } from "../../../ui/dates.ts";
import { useEndSessions, useSessions } from "../api/security.ts";
import profile from "../profile.module.css";
import { describeUserAgent } from "../user-agent.ts";
import styles from "./security.module.css";
import { SecurityError } from "./security-form.tsx";

export function DevicesSection() {
  const { t } = useTranslation("profile");
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <section className={profile.card} aria-labelledby="devices-title">
      <div className={profile.cardHead}>
        <h2 id="devices-title">{t("security.devices.title")}</h2>
        {others.length > 0 ? (
          <Button variant="secondary" disabled={end.isPending} onClick={() => end.mutate("others")}>
            {t("security.devices.endOthers")}
          </Button>
        ) : null}
      </div>
      <SecurityError error={end.error} />
      {sessions.isPending || sessions.isError ? (
        <p className={profile.muted} role={sessions.isPending ? "status" : undefined}>
          {t(sessions.isPending ? "loading" : "security.loadFailed")}
        </p>
      ) : (
        <ul className={styles.devices}>
          {list.map((session) => (
            <Device
              key={session.id}
              session={session}
              onEnd={() => end.mutate({ id: session.id })}
              busy={end.isPending}
            />
          ))}
        </ul>
      )}
      {sessions.isSuccess && others.length === 0 ? (
        <p className={profile.muted}>{t("security.devices.onlyThis")}</p>
      ) : null}
    </section>
  );
}

function Device({ session, onEnd, busy }: { session: TSession; onEnd: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation("profile");
  const name = describeUserAgent(session.user_agent) ?? t("security.devices.unknown");
  return (
    <li className={styles.device}>
      <div>
        <span className={styles.deviceName}>
          {name}
          {session.current ? <span className={styles.current}>{t("security.devices.current")}</span> : null}
        </span>
        <span className={styles.deviceFacts}>
          {[
            session.ip ? t("security.devices.ip", { ip: session.ip }) : null,
            t("security.devices.lastSeen", { when: formatMoment(session.last_seen, i18n.language) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={onEnd}
          aria-label={t("security.devices.endOne", { name })}
        >
          {t("security.devices.end")}
        </Button>
      )}
    </li>
  );
}
