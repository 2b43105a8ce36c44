/**
 * What this device keeps of an account for offline use (docs/decisions/049): the colourings of saved
 * mandalas, in IndexedDB, each with what is needed to open its page without a connection and the paint
 * the server has not had yet. Keyed by account and mandala; a sign-out forgets all of it, with the
 * pages the service worker kept.
 */
import type { TColouringProgress, TSavedMandala } from "@mandala/contract";
import { readSession } from "./session.ts";

const DATABASE = "mandala-offline";
const COLOURINGS = "colourings";
/** The service worker's page caches (worker/sw.js): every name starts so. */
const PAGE_CACHES = "pages-";
/** The app's shell, which holds nothing of an account: kept for the next visitor's offline pages. */
const SHELL = "/index.html";

export interface OfflineColouring {
  userId: number;
  mandalaId: number;
  /** The saved mandala, to draw its template offline. */
  mandala: TSavedMandala;
  /** The server's colouring as this device last heard it (the base of the merge). */
  server: TColouringProgress;
  /** The colouring on this device, one character per cell (as the API's `fills`). */
  fills: string;
  /** The cells painted here that the server has not had yet, with when (epoch ms). */
  painted: Record<number, number>;
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(COLOURINGS, { keyPath: ["userId", "mandalaId"] });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab's newer version, or the database deleted: opened afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** Runs `act` on the colourings' store and resolves with its request's result once the transaction is done. */
async function withStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(COLOURINGS, mode);
    const request = act(transaction.objectStore(COLOURINGS));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The colouring of `mandalaId` this device keeps for `userId`, or null (none, or no storage). */
export async function readOfflineColouring(
  userId: number,
  mandalaId: number,
): Promise<OfflineColouring | null> {
  try {
    const found = await withStore("readonly", (store) => store.get([userId, mandalaId]));
    return (found as OfflineColouring | undefined) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `colouring` on this device (silently not, where storage is refused: it lives as long as the
 * page), while its account is the one signed in: a page left as its account signs out keeps nothing.
 */
export async function keepOfflineColouring(colouring: OfflineColouring): Promise<void> {
  if (readSession()?.user.id !== colouring.userId) return;
  try {
    await withStore("readwrite", (store) => store.put(colouring));
  } catch {
    // Private mode or a full storage.
  }
}

/** Forgets every account's offline data on this device: the colourings, and the pages the worker kept. */
export async function forgetOfflineData(): Promise<void> {
  await Promise.all([
    withStore("readwrite", (store) => store.clear()).catch(() => undefined),
    forgetKeptPages(),
  ]);
}

async function forgetKeptPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGE_CACHES));
  await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const pages = await cache.keys();
      await Promise.all(
        pages.filter((page) => new URL(page.url).pathname !== SHELL).map((page) => cache.delete(page)),
      );
    }),
  );
}
