import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { dataDir } from './platform.ts';

/**
 * Turns for the accounts only the demo data has (its instructor and student logins, the traffic
 * authority, the operator staff granted the demo schools). An account has one session (SPEC §3): a
 * login in one worker ends the other worker's session of the same account, so a test takes the
 * account for as long as it runs and a test of another worker that wants it waits its turn.
 * Accounts a spec creates for itself (accounts.ts) are never contended.
 *
 * A turn is a folder in the platform's data folder (mkdir is atomic across processes), kept fresh
 * by its holder every second; a holder that died or stopped refreshing it loses it.
 */

const HEARTBEAT_MS = 1_000;
const STALE_MS = 10_000;
const POLL_MS = 100;
const MAX_WAIT_MS = 5 * 60_000;

interface Held {
  readonly dir: string;
  /** The test the turn belongs to: it ends with that test. Undefined: until released. */
  testId: string | undefined;
  readonly timer: NodeJS.Timeout;
  count: number;
}

const held = new Map<string, Held>();

const locksDir = () => path.join(dataDir(), 'e2e-locks');

/** The same account however it is typed: e-mails in lower case, CPFs as digits. */
export function accountKey(account: string): string {
  return account.includes('@') ? account.trim().toLowerCase() : account.replace(/\D/g, '');
}

function currentTestId(): string | undefined {
  try {
    return test.info().testId;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the folder's holder died or stopped refreshing it. */
function isStale(dir: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
    if (pid && !isAlive(pid)) return true;
    return Date.now() - fs.statSync(dir).mtimeMs > STALE_MS;
  } catch {
    // Being created or removed right now: look again on the next poll.
    return false;
  }
}

function tryTake(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!isStale(dir)) return false;
    // Only one of several waiters moves a stale folder away; each then tries mkdir again.
    try {
      fs.renameSync(dir, `${dir}.stale-${process.pid}-${Date.now()}`);
    } catch {
      return false;
    }
    return tryTake(dir);
  }
  fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
  return true;
}

function release(key: string): void {
  const turn = held.get(key);
  if (!turn) return;
  clearInterval(turn.timer);
  held.delete(key);
  fs.rmSync(turn.dir, { recursive: true, force: true });
}

/**
 * Takes the account's turn. With `untilReleased`, the caller gives it back with the returned
 * function; otherwise it lasts until the current test ends. Waiting extends the test's timeout by
 * the time waited.
 */
export async function takeTurn(account: string, untilReleased = false): Promise<() => void> {
  const key = accountKey(account);
  const testId = untilReleased ? undefined : currentTestId();
  let mine = held.get(key);
  // A turn of an earlier test, not yet given back by its heartbeat.
  if (mine?.testId !== undefined && mine.testId !== currentTestId()) {
    release(key);
    mine = undefined;
  }
  if (mine) {
    mine.count += 1;
    // Asked for the rest of the test while held for a moment: it now lasts until the test ends.
    if (testId !== undefined) mine.testId = testId;
    return () => {
      mine.count -= 1;
      if (mine.count === 0 && mine.testId === undefined) release(key);
    };
  }
  fs.mkdirSync(locksDir(), { recursive: true });
  const dir = path.join(locksDir(), encodeURIComponent(key));
  const started = Date.now();
  while (!tryTake(dir)) {
    if (Date.now() - started > MAX_WAIT_MS) {
      throw new Error(
        `a conta ${account} ficou ocupada por outro worker por mais de ${MAX_WAIT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const waited = Date.now() - started;
  if (waited > 1_000 && currentTestId() !== undefined) test.info().setTimeout(test.info().timeout + waited);

  const timer = setInterval(() => {
    const turn = held.get(key);
    if (!turn) return;
    if (turn.testId !== undefined && turn.testId !== currentTestId()) {
      release(key);
      return;
    }
    const now = new Date();
    fs.utimes(dir, now, now, () => {});
  }, HEARTBEAT_MS);
  timer.unref();
  const turn: Held = { dir, testId, timer, count: 1 };
  held.set(key, turn);
  return () => {
    turn.count -= 1;
    if (turn.count === 0 && turn.testId === undefined) release(key);
  };
}

/** Runs `work` holding the account's turn, and gives it back. */
export async function withTurn<T>(account: string, work: () => Promise<T>): Promise<T> {
  const giveBack = await takeTurn(account, true);
  try {
    return await work();
  } finally {
    giveBack();
  }
}
