/**
 * Reads an environment file as systemd's `EnvironmentFile=` does (systemd.exec): one `KEY=VALUE` per
 * line; empty lines and lines starting with `#` or `;` are comments; a line ending with a backslash
 * continues on the next; blanks around the value are stripped, and a value in double (or single) quotes
 * loses its quotes. There are no inline comments: `KEY=value # note` keeps `value # note`.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index] ?? "";
    if (/^\s*[#;]/.test(line) || line.trim() === "") continue;
    while (line.endsWith("\\") && index + 1 < lines.length) line = line.slice(0, -1) + lines[++index];
    const equals = line.indexOf("=");
    if (equals < 0) throw new Error(`not an assignment: ${line}`);
    const value = line.slice(equals + 1).trim();
    env[line.slice(0, equals).trim()] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** The `Environment=` line of a unit (space-separated `KEY=VALUE`, none quoted here), `%i` replaced. */
export function unitEnvironment(unit: string, instance: string): Record<string, string> {
  const line = /^Environment=(.*)$/m.exec(unit)?.[1] ?? "";
  return Object.fromEntries(
    line
      .replaceAll("%i", instance)
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}
