/**
 * A saved mandala's colouring as this device keeps it (api/offline-data.ts): opened with the server's
 * answer, or without a connection from what the device kept at the last visit; every tap written to
 * the device, with the time each cell was painted; and the sync that sends what the server has not had,
 * merged with what another device saved meanwhile (merge-colouring.ts). Framework-free: the page's hook
 * (api/save-colouring.ts) wires it to the saver, which decides when a sync goes.
 */
import type { TColouringProgress, TSavedMandala } from "@mandala/contract";
import { decodeFills, encodeFills, type Fills } from "@mandala/engine";
import type { OfflineColouring } from "../../api/offline-data.ts";
import {
  hasUnsent,
  type LocalColouring,
  rebased,
  type ServerColouring,
  withPaints,
} from "./merge-colouring.ts";

export interface ColouringSyncDeps {
  /** The server's colouring now. */
  get(): Promise<TColouringProgress>;
  /** Replaces the server's colouring; answers it as saved. */
  put(fills: string): Promise<TColouringProgress>;
  /** Writes the record to the device. */
  keep(record: OfflineColouring): Promise<void>;
  now(): number;
}

export interface OpenedColouring {
  userId: number;
  mandala: TSavedMandala;
  /** The server's colouring as the page opened, null when there was no connection. */
  server: TColouringProgress | null;
  /** What the device kept at the last visit, null on a first visit. */
  kept: OfflineColouring | null;
}

/** The shape of a template's colouring: its cells and colours. */
interface Shape {
  cells: number;
  palette: number;
}

function serverColouring(progress: TColouringProgress, shape: Shape): ServerColouring {
  return {
    fills: progress.fills ? decodeFills(progress.fills, shape.cells, shape.palette) : null,
    savedAt: progress.updated_at === null ? null : Date.parse(progress.updated_at),
  };
}

function localOf(record: OfflineColouring, shape: Shape): LocalColouring {
  const { fills: base } = serverColouring(record.server, shape);
  const fills = decodeFills(record.fills, shape.cells, shape.palette) ?? base ?? new Uint8Array(shape.cells);
  return { base, fills, painted: record.painted };
}

/** The record after `server` has been heard: the merge, the base now the server's. */
function withServer(record: OfflineColouring, server: TColouringProgress, shape: Shape): OfflineColouring {
  const local = rebased(localOf(record, shape), serverColouring(server, shape));
  return { ...record, server, fills: encodeFills(local.fills), painted: local.painted };
}

/** The record the page starts from: the device's, merged with the server's answer when there is one. */
function startRecord({ userId, mandala, server, kept }: OpenedColouring, shape: Shape): OfflineColouring {
  if (!server) {
    if (!kept) throw new Error("a colouring opened with neither the server's answer nor the device's");
    return kept;
  }
  const fresh = { userId, mandalaId: mandala.id, mandala, server, fills: server.fills, painted: {} };
  return kept ? withServer({ ...kept, mandala }, server, shape) : fresh;
}

export function createColouringSync(opened: OpenedColouring, shape: Shape, deps: ColouringSyncDeps) {
  let record = startRecord(opened, shape);
  /** The colouring the board showed last: a tap paints the cells it changed, nothing else. */
  let board = localOf(record, shape).fills;
  let writing: Promise<void> | null = null;
  let writeAgain = false;

  /** Writes the record to the device, one write at a time, the newest last. */
  function persist(): Promise<void> {
    if (writing) {
      writeAgain = true;
      return writing;
    }
    writing = (async () => {
      do {
        writeAgain = false;
        await deps.keep(record);
      } while (writeAgain);
    })().finally(() => {
      writing = null;
    });
    return writing;
  }

  return {
    /** The colouring to start the board from. */
    fills: (): Fills => board,
    /** Whether the device has paint the server has not had. */
    unsent: () => hasUnsent(localOf(record, shape)),
    /** Writes the record to the device now (the page opened, or is left). */
    persist,
    /** A tap: the cells it changed are painted now, on the device at once. */
    paint(next: Fills): Promise<void> {
      const painted = withPaints(record.painted, board, next, deps.now());
      const fills = localOf(record, shape).fills;
      for (const cell of Object.keys(painted)) fills[Number(cell)] = next[Number(cell)] ?? 0;
      record = { ...record, fills: encodeFills(fills), painted };
      board = next;
      return persist();
    },
    /**
     * Sends what the server has not had: its colouring read first and merged with this device's (a
     * whole colouring replaces the server's), nothing sent when it has everything already. A tap made
     * meanwhile stays to send.
     */
    async sync(): Promise<void> {
      const server = await deps.get();
      record = withServer(record, server, shape);
      if (hasUnsent(localOf(record, shape))) {
        const saved = await deps.put(record.fills);
        const { fills, painted } = localOf(record, shape);
        const { fills: base } = serverColouring(saved, shape);
        const unsent = Object.entries(painted).filter(
          ([cell]) => fills[Number(cell)] !== (base?.[Number(cell)] ?? 0),
        );
        record = { ...record, server: saved, painted: Object.fromEntries(unsent) };
      }
      await persist();
    },
  };
}

export type ColouringSync = ReturnType<typeof createColouringSync>;
