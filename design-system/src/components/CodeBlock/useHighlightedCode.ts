import { useEffect, useState } from 'react';
import type { CodeSpan } from './highlight-sql.js';

/** Languages the block colours: CodeMirror's PostgreSQL parser reads them. */
const isSql = (language: string | undefined) => /^(sql|postgresql)$/i.test(language ?? '');

/**
 * The code in coloured runs once the SQL parser has loaded (on first use, in its own chunk, so
 * the shell's first load stays small), or undefined: plain text meanwhile and for other languages.
 */
export function useHighlightedCode(code: string, language: string | undefined) {
  const [highlighted, setHighlighted] = useState<{ code: string; spans: CodeSpan[] }>();
  const sql = isSql(language);
  useEffect(() => {
    if (!sql) return;
    let current = true;
    import('./highlight-sql.js')
      .then(({ highlightSql }) => {
        if (current) setHighlighted({ code, spans: highlightSql(code) });
      })
      // A chunk that fails to load leaves the code plain, which is still all of it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, sql]);
  // Runs of older code are never shown for new code, even for the one render before the effect.
  return sql && highlighted?.code === code ? highlighted.spans : undefined;
}
