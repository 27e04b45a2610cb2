// Only one process may open an embedded database: PGlite does not lock its directory, and two writers
// would corrupt it.
//
// The lock is a listening local socket, not a file naming a process id: the kernel closes a process's sockets
// the moment it dies, SIGKILL included, even while it waits as a zombie for its parent to reap it, and a
// socket cannot be mistaken for a later process that reuses the id. A process id written to a file could be
// both (a restart right after a crash was refused as long as the dead server had not been reaped).
// - Linux: an abstract socket (no file at all) named after the data directory's device and inode, so that
//   every path leading to the directory finds the same lock. Binding it is atomic: of two processes starting
//   together, one gets EADDRINUSE.
// - Windows: a named pipe, released the same way.
// - Elsewhere: a socket file, DATA_DIR/boutique.sock (or one in the temporary directory when that path is
//   too long for a socket). A file that nobody answers on is a dead owner's and is replaced.
// An abstract socket is seen within one network namespace: containers sharing a DATA_DIR volume must share
// the network namespace too (or use PostgreSQL).
//
// The owner answers every connection with its process id and start time, which a newcomer refused names in
// its message. A process in the last moments of its exit (its main thread gone, other threads not yet) still
// holds the socket but drops connections unanswered: the newcomer tries again for up to 3 s. DATA_DIR/boutique.lock holds the same for an operator, and the key
// of requests (below); it is information, never the lock.
//
// The same socket carries requests from local processes that can read DATA_DIR (docs/decisions/013-backups.md):
// after its first line, which carries a fresh challenge, the owner waits a moment for a line
// `{"request", "nonce", "proof"}` and answers it with one line `{"result" | "error", "proof"}`. Both proofs are
// HMACs, under the random key the owner wrote in DATA_DIR/boutique.lock (readable by the shop's user alone), of
// the challenge, the nonce and what is said: the key itself never crosses the socket. An abstract socket has no
// permissions of its own: any local user may connect, and any may listen on its name while no shop does. So
// the owner hears only a caller that holds the key, and the caller believes only an owner that holds it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    const which = pid ? `processus ${pid}` : 'processus inconnu';
    super(
      `Une autre instance de la boutique utilise déjà ce dossier de données (DATA_DIR=${dataDir}, ${which}). ` +
        'Arrêtez-la ou choisissez un autre DATA_DIR. / ' +
        `Another Boutique process${pid ? ` (pid ${pid})` : ''} is already using this data directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
  /**
   * Answers `request` from local processes holding the key (askDataDirOwner) with what handler resolves to;
   * a handler that throws answers with its error's message.
   */
  answer(request: string, handler: () => Promise<unknown>): void;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** Socket paths longer than this do not fit in sockaddr_un on every system (104 bytes on macOS). */
const MAX_SOCKET_PATH = 100;
const ASK_OWNER_TIMEOUT_MS = 2_000;
/** How often, and how long apart, a newcomer tries again while the previous owner finishes exiting. */
const MAX_ATTEMPTS = 30;
const RETRY_MS = 100;
/** How long the owner waits for a request after its first line, and for the end of one. */
const REQUEST_WAIT_MS = 2_000;
const MAX_REQUEST_BYTES = 1_024;
const INFO_FILE = 'boutique.lock';

/** Where the lock of dataDir listens. */
export function lockAddress(dataDir: string): { address: string; file: string | null } {
  const { dev, ino } = statSync(dataDir);
  const name = `boutique-${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return { address: `\0${name}`, file: null };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, file: null };
  const beside = path.join(dataDir, 'boutique.sock');
  const file = beside.length <= MAX_SOCKET_PATH ? beside : path.join(os.tmpdir(), `${name}.sock`);
  return { address: file, file };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * What is listening on address: the owner's own words; 'busy' when it accepts but does not answer (a live
 * process whose event loop is blocked); 'dying' when the connection is dropped unanswered (a process whose
 * last threads are still exiting); null when nobody listens.
 */
function askOwner(address: string): Promise<Partial<Owner> | 'busy' | 'dying' | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    const done = (result: Partial<Owner> | 'busy' | 'dying' | null) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(ASK_OWNER_TIMEOUT_MS, () => done('busy'));
    socket.on('data', (chunk) => {
      answer += chunk;
      // The owner's first line; it then waits for a request this newcomer does not make.
      const line = answer.indexOf('\n');
      if (line >= 0) {
        try {
          done(JSON.parse(answer.slice(0, line)));
        } catch {
          done({});
        }
      }
    });
    socket.on('end', () => {
      try {
        done(JSON.parse(answer));
      } catch {
        done(answer === '' ? 'dying' : {});
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(null);
      else done(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'dying' : 'busy');
    });
  });
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const { address, file } = lockAddress(dataDir);
  const owner: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const key = randomBytes(32).toString('base64url');
  const handlers = new Map<string, () => Promise<unknown>>();
  const server = net.createServer((socket) => serveConnection(socket, owner, key, handlers));
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await askOwner(address);
      if (holder === 'busy') throw new DataDirLockedError(dataDir, null);
      if (holder !== null && holder !== 'dying') {
        throw new DataDirLockedError(dataDir, typeof holder.pid === 'number' ? holder.pid : null);
      }
      // Nobody, or a process on its way out: the place is about to be free.
      if (attempt >= MAX_ATTEMPTS) throw new DataDirLockedError(dataDir, null);
      // Only a socket file outlives its owner.
      if (holder === null && file) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  // The lock must not keep an otherwise finished process alive.
  server.unref();
  const infoFile = path.join(dataDir, INFO_FILE);
  writeFileSync(infoFile, `${JSON.stringify({ ...owner, key })}\n`, { mode: 0o600 });
  return {
    release() {
      rmSync(infoFile, { force: true });
      // Closing unlinks a socket file too.
      server.close();
    },
    answer(request, handler) {
      handlers.set(request, handler);
    },
  };
}

/** What proves, to either side, that the other holds the key: nothing said is replayed into another exchange. */
function proofOf(key: string, role: 'ask' | 'answer', challenge: string, nonce: string, said: string): string {
  return createHmac('sha256', key).update(`${role}\n${challenge}\n${nonce}\n${said}`).digest('base64url');
}

function sameProof(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The owner's side of one connection: its first line, then at most one request, heard only with the key. */
function serveConnection(socket: net.Socket, owner: Owner, key: string, handlers: Map<string, () => Promise<unknown>>): void {
  // A client that goes away early is no error of the owner's.
  socket.on('error', () => socket.destroy());
  socket.setTimeout(REQUEST_WAIT_MS, () => socket.destroy());
  const challenge = randomBytes(24).toString('base64url');
  socket.write(`${JSON.stringify({ ...owner, challenge })}\n`);
  let received = '';
  const onData = (chunk: Buffer) => {
    received += chunk;
    const line = received.indexOf('\n');
    if (line < 0) {
      if (received.length > MAX_REQUEST_BYTES) socket.destroy();
      return;
    }
    socket.off('data', onData);
    // The request may take long (a backup): the client waits for it.
    socket.setTimeout(0);
    void answerRequest(received.slice(0, line), key, challenge, handlers).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  };
  socket.on('data', onData);
}

async function answerRequest(
  line: string,
  key: string,
  challenge: string,
  handlers: Map<string, () => Promise<unknown>>,
): Promise<{ body: string; proof?: string }> {
  let asked: { request?: unknown; nonce?: unknown; proof?: unknown };
  try {
    asked = JSON.parse(line);
  } catch {
    return { body: JSON.stringify({ error: 'requête illisible' }) };
  }
  const request = typeof asked.request === 'string' ? asked.request : '';
  const nonce = typeof asked.nonce === 'string' ? asked.nonce : '';
  // Unproven callers get no proof back: it would be an answer they could show to someone else.
  if (!nonce || !sameProof(asked.proof, proofOf(key, 'ask', challenge, nonce, request))) {
    return { body: JSON.stringify({ error: 'clé refusée : la boutique a peut-être redémarré entre-temps' }) };
  }
  const handler = handlers.get(request);
  let reply: { result?: unknown; error?: string };
  if (!handler) reply = { error: "requête inconnue : la boutique démarre encore, ou elle est d'une version antérieure" };
  else {
    try {
      reply = { result: (await handler()) ?? null };
    } catch (error) {
      reply = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  const body = JSON.stringify(reply);
  return { body, proof: proofOf(key, 'answer', challenge, nonce, body) };
}

/**
 * Whether a process holds dataDir's lock, without taking it (nor writing anything): its process id when it
 * says so, 0 when one holds it without answering, null when none does.
 */
export async function findDataDirOwner(dataDir: string): Promise<number | null> {
  const holder = await askOwner(lockAddress(dataDir).address);
  if (holder === null || holder === 'dying') return null;
  return holder !== 'busy' && typeof holder.pid === 'number' ? holder.pid : 0;
}

/**
 * The refusal a start would meet on dataDir, said before anything is built or opened (scripts/start.mjs): null
 * when the directory does not exist yet or nobody holds its lock.
 */
export async function dataDirInUse(dataDir: string): Promise<DataDirLockedError | null> {
  if (!existsSync(dataDir)) return null;
  const pid = await findDataDirOwner(dataDir);
  return pid === null ? null : new DataDirLockedError(dataDir, pid === 0 ? null : pid);
}

/** No process holds the lock of the directory asked about. */
export class NoDataDirOwnerError extends Error {
  constructor() {
    super('no process holds the data directory lock');
    this.name = 'NoDataDirOwnerError';
  }
}

/** Whatever listens on the lock's address could not prove that it holds the key of DATA_DIR/boutique.lock. */
export class UnprovenOwnerError extends Error {
  constructor(reason: string) {
    super(`réponse refusée : le processus qui écoute sur le verrou de DATA_DIR n'a pas prouvé qu'il est la boutique de ce dossier (${reason})`);
    this.name = 'UnprovenOwnerError';
  }
}

/**
 * Asks the process holding dataDir's lock to run request (registered with DataDirLock.answer), proving that
 * it holds the key written in DATA_DIR/boutique.lock: only a process that can read DATA_DIR may ask. The
 * answer is believed only with the owner's proof of the same key. Resolves with the handler's result; rejects
 * with NoDataDirOwnerError when nobody holds the lock, UnprovenOwnerError when the answer is not proven, with
 * the owner's error message when it refuses or fails.
 */
export async function askDataDirOwner(dataDir: string, request: string): Promise<unknown> {
  let key: unknown;
  try {
    key = JSON.parse(readFileSync(path.join(dataDir, INFO_FILE), 'utf8')).key;
  } catch (error) {
    // No information file: no owner (a released lock removes it).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NoDataDirOwnerError();
    throw error;
  }
  if (typeof key !== 'string' || key === '') throw new UnprovenOwnerError(`pas de clé dans ${INFO_FILE}`);
  const { address } = lockAddress(dataDir);
  const nonce = randomBytes(24).toString('base64url');
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let received = '';
    let challenge: string | null = null;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      fn();
    };
    socket.on('data', (chunk) => {
      received += chunk;
      const lines = received.split('\n');
      try {
        // The owner's own line, with its challenge: the request is sent once it is read.
        if (challenge === null) {
          if (lines.length < 2) return;
          const first = JSON.parse(lines[0]) as { challenge?: unknown };
          if (typeof first.challenge !== 'string' || first.challenge === '') {
            settle(() => reject(new UnprovenOwnerError('pas de défi')));
            return;
          }
          challenge = first.challenge;
          socket.write(`${JSON.stringify({ request, nonce, proof: proofOf(key, 'ask', challenge, nonce, request) })}\n`);
        }
        // Then its answer.
        if (lines.length < 3) return;
        const { body, proof } = JSON.parse(lines[1]) as { body?: unknown; proof?: unknown };
        if (typeof body !== 'string' || !sameProof(proof, proofOf(key, 'answer', challenge, nonce, body))) {
          settle(() => reject(new UnprovenOwnerError('clé refusée de part ou d’autre : la boutique a peut-être redémarré entre-temps')));
          return;
        }
        const reply = JSON.parse(body) as { result?: unknown; error?: string };
        settle(() => (reply.error !== undefined ? reject(new Error(reply.error)) : resolve(reply.result)));
      } catch (error) {
        settle(() => reject(error));
      }
    });
    socket.on('end', () => settle(() => reject(new Error('la boutique a fermé la connexion sans répondre'))));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      settle(() => reject(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? new NoDataDirOwnerError() : error)),
    );
  });
}
