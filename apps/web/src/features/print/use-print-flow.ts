/**
 * The print page's timing: once every image has settled, wait about 3 s and open the
 * dialog; closing it waits about 0.4 s and then calls the browser's print.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export const DIALOG_DELAY_MS = 3000;
export const PRINT_DELAY_MS = 400;

export function usePrintFlow(ready: boolean) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const opened = useRef(false);
  const printTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!ready || opened.current) return;
    const timer = setTimeout(() => {
      opened.current = true;
      setDialogOpen(true);
    }, DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(
    () => () => {
      if (printTimer.current) clearTimeout(printTimer.current);
    },
    [],
  );

  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    if (printTimer.current) clearTimeout(printTimer.current);
    printTimer.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, []);

  return { dialogOpen, closeDialog };
}
