import { readJson, type PgMetaClient } from '@atrium/core/plugin-api';

/** What `/query/explain` is asked: one statement, analyzed or not, as a role, confirmed or not. */
export interface PlanQuestion {
  readonly text: string;
  readonly analyze: boolean;
  readonly runAs?: { readonly role: string; readonly claims?: Record<string, unknown> };
  readonly writeConfirmed?: boolean;
}

/**
 * The API's plan of one statement, EXPLAIN's JSON, or its error thrown (`ApiRequestError`). A
 * read sent as POST for its body: it changes nothing (an analyzed statement is rolled back), so
 * it invalidates nothing and toasts nothing; the explain panel shows its outcome.
 */
export async function explainPlan(
  pgMeta: PgMetaClient,
  question: PlanQuestion,
  signal: AbortSignal,
): Promise<unknown> {
  const { text, analyze, runAs, writeConfirmed } = question;
  const response = await pgMeta.sql.query.explain.$post(
    {
      json: {
        query: text,
        analyze,
        ...(runAs && { role: runAs.role, claims: runAs.claims }),
        ...(writeConfirmed && { write_confirmed: true }),
      },
    },
    { init: { signal } },
  );
  return (await readJson(response)).plan;
}
