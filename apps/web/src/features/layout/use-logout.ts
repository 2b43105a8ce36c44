import { clearSession, readSession } from "../../api/session.ts";
import { useAppNavigate } from "../../ui/navigation.tsx";

/** Signs out: revokes the refresh token on the server (best effort), clears the session, goes to /signin. */
export function useLogout(): () => void {
  const navigate = useAppNavigate();
  return () => {
    const refresh = readSession()?.refreshToken;
    if (refresh) {
      void fetch("/api/auth/logout/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refresh }),
      }).catch(() => undefined);
    }
    clearSession();
    navigate("/signin");
  };
}
