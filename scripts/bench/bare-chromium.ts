/**
 * Chromium driven over the DevTools protocol through a pipe, with no domain enabled but those the
 * caller asks for. Playwright enables the Network domain on every page it drives, and Chrome's
 * network agent then works on each resource that dies, in the full garbage collection that frees it
 * (with its default buffers it keeps a copy, presumably for a later `getResponseBody`). On a
 * scrolled gallery, those were the images of the tiles that had left the page: most of the
 * collector's long pauses measured while scrolling, and tens of MB of the renderer's memory, none of
 * which a family's browser has. Memory and pauses are measured on such a bare page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/helpers/browser.js';

/** What the measurements use of a DevTools session: Playwright's or a bare page's. */
export type Devtools = Pick<CDPSession, 'send' | 'on' | 'once' | 'off'>;

interface Message {
  readonly id?: number;
  readonly sessionId?: string;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}

type Listener = (params: unknown) => void;

/** One session of the protocol connection: the browser's (no id) or a page's. */
export class Session {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly connection: Connection,
    readonly id: string | undefined,
  ) {}

  send(method: string, params: object = {}): Promise<unknown> {
    return this.connection.send(this.id, method, params);
  }

  on(event: string, listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  once(event: string, listener: Listener): this {
    const once = (params: unknown) => {
      this.off(event, once);
      listener(params);
    };
    return this.on(event, once);
  }

  emit(event: string, params: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(params);
  }

  /** Typed as Playwright's sessions are: the protocol is the same on both ends. */
  asDevtools(): Devtools {
    return this as unknown as Devtools;
  }
}

/** The protocol over Chromium's pipe (`--remote-debugging-pipe`): JSON messages ended by a NUL byte. */
export class Connection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly sessions = new Map<string | undefined, Session>();
  private buffered = '';

  constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
  ) {
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      const parts = (this.buffered + chunk).split('\0');
      this.buffered = parts.pop() ?? '';
      for (const part of parts) this.receive(JSON.parse(part) as Message);
    });
  }

  /** The browser's session (no id), or a page's once attached; forgotten by `forget`. */
  session(id?: string): Session {
    const known = this.sessions.get(id);
    if (known) return known;
    const session = new Session(this, id);
    this.sessions.set(id, session);
    return session;
  }

  forget(id: string): void {
    this.sessions.delete(id);
  }

  send(sessionId: string | undefined, method: string, params: object): Promise<unknown> {
    const id = this.nextId;
    this.nextId += 1;
    this.toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    if (message.method) this.sessions.get(message.sessionId)?.emit(message.method, message.params);
  }

  rejectAll(reason: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}

export interface BareChromium {
  /** The browser's own session: tracing and memory dumps of every process. */
  readonly browser: Devtools;
  /** A new page (its own browser context: an empty cache and storage), and its session. */
  newPage(): Promise<{ page: Devtools; close: () => Promise<void> }>;
  close(): Promise<void>;
}

export const launchBareChromium = async (extraArgs: readonly string[] = []): Promise<BareChromium> => {
  const profile = await mkdtemp(path.join(tmpdir(), 'bare-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const connection = new Connection(child.stdio[3] as Writable, child.stdio[4] as Readable);
  child.once('exit', () => connection.rejectAll(new Error('Chromium s’est arrêté')));
  const browser = connection.session().asDevtools();
  return {
    browser,
    newPage: async () => {
      const { browserContextId } = await browser.send('Target.createBrowserContext');
      const { targetId } = await browser.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      return {
        page: connection.session(sessionId).asDevtools(),
        close: async () => {
          connection.forget(sessionId);
          await browser.send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      // Chromium's helper processes may still write into the profile a moment after the browser
      // process exits: the removal is tried again rather than failing the bench at its end.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
};

/**
 * Runs `fn` in the page with `arg`, as Playwright's `evaluate` does: sent as source text, so it must
 * stand alone (gallery-in-page.ts); its result comes back as JSON.
 */
export const evaluate = async <Arg, Result>(
  page: Devtools,
  fn: (arg: Arg) => Result | Promise<Result>,
  arg: Arg,
): Promise<Result> => {
  const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
    expression: `(${fn.toString()})(${JSON.stringify(arg) ?? ''})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`dans la page : ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as Result;
};
