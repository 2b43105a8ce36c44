import { useNavigate } from "react-router";
import { clearSession, readSession } from "../../api/session.ts";

/** Signs out: revokes the refresh token on the server (best effort), clears the session, goes to /signin. */
export function useLogout(): () => void {
  const navigate = useNavigate();
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
