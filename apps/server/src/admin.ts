/** `npm run admin -- …`: the operator's commands (admin-command.ts). */
import { runAdmin } from "./admin-command.ts";

process.exitCode = await runAdmin(process.argv.slice(2), process);
