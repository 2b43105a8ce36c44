import { forgetOfflineData } from "../../api/offline-data.ts";
import { clearSession } from "../../api/session.ts";
import { useAppNavigate } from "../../ui/navigation.tsx";

/**
 * Signs out: the server revokes the sign-in of the refresh cookie and clears the cookie (best effort,
 * kept alive should the page close at once), the session is cleared here (and so in every tab), the
 * account's offline data on this device is forgotten (docs/decisions/049), and the person goes to /signin.
 */
export function useLogout(): () => void {
  const navigate = useAppNavigate();
  return () => {
    void fetch("/api/auth/logout/", { method: "POST", credentials: "same-origin", keepalive: true }).catch(
      () => undefined,
    );
    clearSession();
    void forgetOfflineData();
    navigate("/signin");
  };
}
