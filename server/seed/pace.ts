/**
 * The simulator's pace (`npm run simulate`): people take minutes between two things they
 * do, not milliseconds. Each side (creators, brands) waits a random number of minutes in
 * ACTION_PAUSE_MINUTES between its actions; `--speed N` divides every wait by N (60: a
 * minute becomes a second). Time is injected (`Sleep`) so tests check the waits without
 * taking them.
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { ActionBudget } from './budget';
import type { Random } from './random';

/** Minutes between two actions of one side at speed 1: a person's pace, give or take. */
export const ACTION_PAUSE_MINUTES = { min: 2, max: 8 } as const;

/** Waits `ms`, or less once `signal` aborts; never throws. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => sleepFor(ms, undefined, { signal }).catch(() => {});

/** The next pause in milliseconds: a whole number of seconds within the range, over `speed`. */
export function pauseMs(random: Random, speed: number): number {
  const seconds = random.int(ACTION_PAUSE_MINUTES.min * 60, ACTION_PAUSE_MINUTES.max * 60);
  return Math.round((seconds * 1000) / speed);
}

/** What each side the simulator plays (applications, deals, brands) runs with. */
export interface PlayerOptions {
  /** The server's base URL (no trailing slash). */
  url: string;
  /** How many times faster than a person: 60 makes a minute a second. */
  speed: number;
  /** Only this campaign (API id). */
  campaignId?: string;
  /** Stops when it is spent (shared by the sides); without it, runs until aborted. */
  budget: ActionBudget;
  seed: number;
  log(line: string): void;
  signal?: AbortSignal;
  /** How the side waits (tests record the waits instead of taking them). */
  sleep?: Sleep;
}
