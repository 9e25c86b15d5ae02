/**
 * Routing for plugins: the host's router, so a plugin never imports it itself. A plugin that
 * bundled its own copy would read no route, since the routes live in the host's copy's context.
 *
 * - `useParams()`: the current route's parameters (`/project/:ref/sql/:id` gives `{ ref, id }`);
 * - `useSearch()` and `useSearchParams()`: the query string, read and written;
 * - `useLocation()`: the path, and `navigate(to, { replace })`;
 * - `Link` and `Route`: a link that navigates without reloading, a route matched by path.
 */
export { Link, Route, useLocation, useParams, useSearch, useSearchParams } from 'wouter';
