import type { ClientResponse, InferRequestType, InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { PgMetaClient } from '@atrium/api/client';

/** Any typed-client response. */
export type AnyClientResponse = ClientResponse<unknown, number, string>;

/** The JSON a typed-client response holds when it succeeds (its error answers left out). */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/**
 * What an endpoint of the typed client answers on success, from the API's own route types:
 * `ResponseOf<PgMetaClient['security']['roles']['$get']>`. Plugins name response types this way
 * (or use the names below) instead of declaring the API's shapes again.
 */
export type ResponseOf<Endpoint> = InferResponseType<Endpoint, SuccessStatusCode>;

/**
 * What an endpoint of the typed client takes, from the API's own route types:
 * `RequestOf<PgMetaClient['relations']['tables']['$post']>['json']` is a new table's body.
 */
export type RequestOf<Endpoint> = InferRequestType<Endpoint>;

type Relations = PgMetaClient['relations'];
type Security = PgMetaClient['security'];

/** A table-editor entity (table, view, materialized, foreign or partitioned table). */
export type Entity = ResponseOf<Relations['entities'][':id']['$get']>;
/** One page of `GET /entities`: the entities and how many match in all. */
export type EntityPage = ResponseOf<Relations['entities']['$get']>;
export type Schema = ResponseOf<Relations['schemas']['$get']>[number];
/** A table with its primary keys and relationships (`GET /tables/{id}`). */
export type Table = ResponseOf<Relations['tables'][':id']['$get']>;
/** A column (`GET /columns/{id}`; `GET /columns` lists the same shape). */
export type Column = ResponseOf<PgMetaClient['columns']['columns'][':id']['$get']>;
export type Policy = ResponseOf<Security['policies'][':id']['$get']>;
export type Role = ResponseOf<Security['roles']['$get']>[number];
export type EnumType = ResponseOf<Security['types']['$get']>[number];
/** A database extension (`GET /extensions`): name, versions, schema, comment. */
export type DatabaseExtension = ResponseOf<
  PgMetaClient['programmability']['extensions']['$get']
>[number];
