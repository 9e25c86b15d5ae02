import type { PgMetaClient } from '@atrium/api/client';
import type { AnyClientResponse, SuccessBody } from '../api-types.js';
import { readJson } from '../use-api.js';
import type { ApiArea } from './api-area.js';

/** What a project call gets: the metadata client, and the client of any other API area. */
export type ProjectCall<Args extends readonly unknown[], R> = (
  ...args: [...Args, pgMeta: PgMetaClient, clientOf: <Client>(area: ApiArea<Client>) => Client]
) => Promise<R>;

/** What a call's answer reads as: a typed-client response's success body, or the data itself. */
export type Loaded<R> = R extends AnyClientResponse ? SuccessBody<R> : R;

const isResponse = (value: unknown): value is Response =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Response).json === 'function' &&
  typeof (value as Response).ok === 'boolean' &&
  typeof (value as Response).status === 'number';

/** Reads a response's JSON (throwing the API's error), or passes data the call computed through. */
export async function loaded<R>(answer: R): Promise<Loaded<R>> {
  return (isResponse(answer) ? await readJson(answer) : answer) as Loaded<R>;
}
