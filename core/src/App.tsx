import { useServerStatus } from './useServerStatus';

/**
 * The shell placeholder: proves the web app is served and can reach the API. The real shell
 * (routing, plugin host, navigation) replaces it with the core issue.
 */
export function App() {
  const status = useServerStatus();
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Atrium</h1>
      <p>A plugin-based dashboard for Postgres-backed projects.</p>
      <p role="status" aria-live="polite">
        {status === 'checking' && 'Checking the server…'}
        {status === 'ok' && 'Server and database are healthy.'}
        {status === 'unavailable' && 'The server or its database is not reachable.'}
      </p>
    </main>
  );
}
