import { createServer, type Socket } from "node:net";

/** A message received by the fake SMTP server. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body), as sent in DATA. */
  data: string;
}

/**
 * A minimal SMTP server on loopback (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), no TLS or AUTH.
 * Strict as a real one about internationalised mail (RFC 6531): an address or a header beyond ASCII
 * is refused unless the transaction asked for SMTPUTF8, which it may only when the server offers it.
 */
export interface FakeSmtpServer {
  /** smtp://127.0.0.1:port, to use as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** How many connections clients have opened so far. */
  connections(): number;
  /** Resolves with the next message received (or one already waiting beyond `seen`). */
  nextMessage(seen?: number): Promise<ReceivedMail>;
  /**
   * Resolves with the newest message to `address` (that says `saying`, when given), waiting for one:
   * mail leaves through a job, so it may come after what the test does next.
   */
  messageTo(address: string, saying?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** Whether EHLO offers SMTPUTF8 (most servers do today); true unless false. */
  smtpUtf8?: boolean;
}

const NON_ASCII = /[^\0-\x7f]/;
const NEEDS_SMTPUTF8 = "553 5.6.7 Non-ASCII addresses require SMTPUTF8";

export async function startFakeSmtp({ smtpUtf8 = true }: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    connections += 1;
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = "";
    let inData = false;
    let data: string[] = [];
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    /** Whether the current transaction's MAIL command asked for SMTPUTF8. */
    let utf8Transaction = false;
    reply("220 fake-smtp ESMTP ready");

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO")
        return socket.write(
          `250-fake-smtp greets you\r\n${smtpUtf8 ? "250-8BITMIME\r\n250 SMTPUTF8" : "250 8BITMIME"}\r\n`,
        );
      if (verb === "HELO") return reply("250 fake-smtp");
      if (verb === "MAIL") {
        const from = /<([^>]*)>/.exec(line)?.[1] ?? "";
        const asksUtf8 = /\sSMTPUTF8\b/i.test(line.slice(line.indexOf(">")));
        if (asksUtf8 && !smtpUtf8) return reply("555 5.5.4 SMTPUTF8 not supported");
        if (NON_ASCII.test(from) && !asksUtf8) return reply(NEEDS_SMTPUTF8);
        envelope = { from, to: [] };
        utf8Transaction = asksUtf8;
        return reply("250 OK");
      }
      if (verb === "RCPT") {
        const to = /<([^>]*)>/.exec(line)?.[1] ?? "";
        if (NON_ASCII.test(to) && !utf8Transaction) return reply(NEEDS_SMTPUTF8);
        envelope.to.push(to);
        return reply("250 OK");
      }
      if (verb === "DATA") {
        inData = true;
        data = [];
        return reply("354 End data with <CR><LF>.<CR><LF>");
      }
      if (verb === "RSET" || verb === "NOOP") return reply("250 OK");
      if (verb === "QUIT") {
        reply("221 Bye");
        return socket.end();
      }
      return reply("502 Command not implemented");
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            const blank = data.indexOf("");
            const headers = blank === -1 ? data : data.slice(0, blank);
            if (!utf8Transaction && headers.some((header) => NON_ASCII.test(header))) {
              reply("554 5.6.7 Non-ASCII headers require SMTPUTF8");
            } else {
              messages.push({ ...envelope, data: data.join("\r\n") });
              for (const wake of waiters.splice(0)) wake();
              reply("250 OK: queued");
            }
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
        } else command(line);
        index = buffer.indexOf("\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake SMTP did not bind");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    connections: () => connections,
    nextMessage(seen = messages.length) {
      return new Promise((resolve) => {
        const check = () => {
          const message = messages[seen];
          if (message) resolve(message);
          else waiters.push(check);
        };
        check();
      });
    },
    messageTo(address, saying) {
      const matches = (received: ReceivedMail) =>
        received.to.includes(address) && (saying === undefined || mailText(received.data).includes(saying));
      return new Promise((resolve) => {
        const check = () => {
          const message = messages.findLast(matches);
          if (message) resolve(message);
          else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Quoted-printable text (soft breaks joined, =XX escapes undone) as UTF-8. */
export const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The text of a received message's base64 and quoted-printable parts, decoded. */
export const mailText = (data: string) =>
  [
    ...[...data.matchAll(/Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) =>
      Buffer.from((match[1] ?? "").replace(/\r\n/g, ""), "base64").toString("utf8"),
    ),
    ...[...data.matchAll(/Content-Transfer-Encoding: quoted-printable\r\n\r\n([\s\S]*?)\r\n--/g)].map(
      (match) => fromQuotedPrintable(match[1] ?? ""),
    ),
  ].join("\n");
