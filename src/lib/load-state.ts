// What a back-office screen shows while it reads its data (docs/back-office-kit.md, "Loading a screen"): one
// decision for every screen, so that an id that is not a UUID, a read under way, a record that does not exist
// and a failed read look and behave the same everywhere. Pure, and tested.
import type { ErrorCode } from '@/shared/error-codes';
import { isUuid } from '@/shared/ids';

/**
 * - `invalid`: the address's id is not a UUID; nothing is asked.
 * - `loading`: the first answer is awaited.
 * - `missing`: the API says there is no such record (its not-found code), or answered without one.
 * - `error`: the read failed and there is nothing to show: the panel offers to try again.
 * - `ready`: there is data to show, even when a later read of it failed (see `failureToast`).
 */
export type LoadView = 'invalid' | 'loading' | 'missing' | 'error' | 'ready';

/** What a screen's read looks like to the decision: TanStack Query's result has all of it. */
export interface ReadState {
  isPending: boolean;
  isError: boolean;
  /** The data, or null/undefined when there is none yet or the answer held none. */
  data: unknown;
  /** The failure's code, null when it has none. */
  errorCode: ErrorCode | null;
}

export interface LoadRule {
  /**
   * The id of the address, for a screen that needs one: checked as a UUID before anything is asked (give '' for an
   * address without it). Left out by a screen that reads no record of its own (a list).
   */
  id?: string | null;
  /** The code by which the API says the record does not exist ('product_not_found'...). */
  notFound?: ErrorCode;
}

/** The id to read, or null when the address's id is not a UUID (the read then stays disabled). */
export function readableId(id: string | null | undefined): string | null {
  return isUuid(id) ? id : null;
}

export function loadView(read: ReadState, rule: LoadRule = {}): LoadView {
  if (rule.id !== undefined && !isUuid(rule.id)) return 'invalid';
  if (read.data !== null && read.data !== undefined) return 'ready';
  if (read.isError) return rule.notFound && read.errorCode === rule.notFound ? 'missing' : 'error';
  if (read.isPending) return 'loading';
  return 'missing';
}

/**
 * The toast rule: a failed read that empties the screen is said by its panel alone; one that leaves the screen
 * showing what it had (a later read failed) is said by a toast, once per failure.
 */
export function failureToast(view: LoadView, read: Pick<ReadState, 'isError'>): boolean {
  return view === 'ready' && read.isError;
}
