import { clearSession } from "../../api/session.ts";
import { useAppNavigate } from "../../ui/navigation.tsx";

/**
 * Signs out: the server revokes the sign-in of the refresh cookie and clears the cookie (best effort),
 * the session is cleared here (and so in every tab), and the person goes to /signin.
 */
export function useLogout(): () => void {
  const navigate = useAppNavigate();
  return () => {
    void fetch("/api/auth/logout/", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    clearSession();
    navigate("/signin");
  };
}
