/**
 * A new password for the operator's commands: typed at a prompt that does not echo it (twice), or the
 * first line of a pipe. Never an argument: arguments show in `ps` and stay in the shell's history.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

interface Input extends NodeJS.ReadableStream {
  isTTY?: boolean;
}

/** The first line of a piped stdin, without its line ending. */
async function firstLine(input: Input): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

/** Asks `question` on `output` and reads the answer from a terminal without echoing it. */
async function hiddenAnswer(input: Input, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input, output: muted, terminal: true });
  try {
    return await prompt.question("");
  } finally {
    prompt.close();
    output.write("\n");
  }
}

/**
 * The password typed at the terminal (twice, the same) or piped in; null when the two typed differ.
 * Prompts go to `output` (stderr), so that stdout carries only what the command prints.
 */
export async function readPassword(input: Input, output: NodeJS.WritableStream): Promise<string | null> {
  if (!input.isTTY) return firstLine(input);
  const first = await hiddenAnswer(input, output, "New password: ");
  const again = await hiddenAnswer(input, output, "The same again: ");
  return first === again ? first : null;
}
