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

/**
 * The password typed at the terminal (twice, the same) or piped in; null when the two typed differ.
 * Prompts go to `output` (stderr), so that stdout carries only what the command prints. One reader
 * for both answers: text typed ahead (or pasted) is kept for the second question.
 */
export async function readPassword(input: Input, output: NodeJS.WritableStream): Promise<string | null> {
  if (!input.isTTY) return firstLine(input);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input, output: muted, terminal: true });
  // The iterator keeps the lines that come before they are asked for.
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    output.write(question);
    const { value, done } = await lines.next();
    output.write("\n");
    return done ? null : String(value);
  };
  try {
    const first = await ask("New password: ");
    const again = first === null ? null : await ask("The same again: ");
    return first !== null && first === again ? first : null;
  } finally {
    prompt.close();
  }
}
