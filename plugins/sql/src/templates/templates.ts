import type { ReadySnippet } from './ready-snippet.js';

/**
 * The templates page's snippets: one technique each, on a table of its own so each runs alone
 * on a fresh project (no transaction control: the test runs each inside one it rolls back).
 */
export const SQL_TEMPLATES: readonly ReadySnippet[] = [
  {
    id: 'table-with-rls',
    title: 'Table with row level security',
    description: 'A table whose rows only their owner can read and write, through auth.uid().',
    sql: `create table notes (
  id bigint generated always as identity primary key,
  owner_id uuid not null default auth.uid(),
  body text not null,
  created_at timestamptz not null default now()
);

alter table notes enable row level security;

create policy "Owners read their notes" on notes
  for select to authenticated using (owner_id = auth.uid());

create policy "Owners add their notes" on notes
  for insert to authenticated with check (owner_id = auth.uid());

create policy "Owners change their notes" on notes
  for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());

create policy "Owners delete their notes" on notes
  for delete to authenticated using (owner_id = auth.uid());`,
  },
  {
    id: 'updated-at-trigger',
    title: 'Keep updated_at current',
    description: 'A trigger that sets a row’s updated_at whenever the row changes.',
    sql: `create table documents (
  id bigint generated always as identity primary key,
  title text not null,
  updated_at timestamptz not null default now()
);

create function set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger documents_updated_at
  before update on documents
  for each row execute function set_updated_at();`,
  },
  {
    id: 'view-over-join',
    title: 'A view over a join',
    description: 'Orders with their customer’s name, read like one table.',
    sql: `create table customers (
  id bigint generated always as identity primary key,
  name text not null
);

create table orders (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id),
  total numeric(10, 2) not null,
  placed_at timestamptz not null default now()
);

create view orders_with_customers with (security_invoker = on) as
  select o.id, o.total, o.placed_at, c.name as customer
  from orders o join customers c on c.id = o.customer_id;`,
  },
  {
    id: 'full-text-search',
    title: 'Full-text search',
    description: 'A generated tsvector column with a GIN index, and a ranked search over it.',
    sql: `create table articles (
  id bigint generated always as identity primary key,
  title text not null,
  body text not null,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
  ) stored
);

create index articles_search on articles using gin (search);

insert into articles (title, body) values
  ('Postgres full-text search', 'Rank documents by how well they match a query.'),
  ('Indexes', 'A GIN index makes text search fast.');

select id, title, ts_rank(search, query) as rank
from articles, websearch_to_tsquery('english', 'text search') as query
where search @@ query
order by rank desc;`,
  },
  {
    id: 'function-returning-table',
    title: 'A function returning rows',
    description: 'A SQL function that takes an argument and answers a table, called like one.',
    sql: `create table products (
  id bigint generated always as identity primary key,
  name text not null,
  price numeric(10, 2) not null
);

insert into products (name, price) values ('Tea', 3.50), ('Coffee', 4.20), ('Cake', 5.00);

create function products_under(max_price numeric)
returns table (name text, price numeric)
language sql stable as $$
  select p.name, p.price from products p where p.price <= max_price order by p.price;
$$;

select * from products_under(4.5);`,
  },
  {
    id: 'cleanup-trigger',
    title: 'Cron-free scheduled cleanup',
    description:
      'Expired rows removed by a statement trigger as new ones arrive, with no scheduler to run.',
    sql: `create table sessions (
  id bigint generated always as identity primary key,
  token text not null,
  expires_at timestamptz not null default now() + interval '1 day'
);

create function delete_expired_sessions() returns trigger
language plpgsql as $$
begin
  delete from sessions where expires_at < now();
  return null;
end;
$$;

create trigger sessions_cleanup
  after insert on sessions
  for each statement execute function delete_expired_sessions();`,
  },
  {
    id: 'audit-trigger',
    title: 'Audit changes to a table',
    description: 'Every insert, update and delete written to a log with the old and new row.',
    sql: `create table accounts (
  id bigint generated always as identity primary key,
  email text not null unique
);

create table accounts_audit (
  id bigint generated always as identity primary key,
  operation text not null,
  old_row jsonb,
  new_row jsonb,
  changed_at timestamptz not null default now()
);

create function audit_accounts() returns trigger
language plpgsql as $$
begin
  insert into accounts_audit (operation, old_row, new_row)
  values (tg_op, to_jsonb(old), to_jsonb(new));
  return coalesce(new, old);
end;
$$;

create trigger accounts_audited
  after insert or update or delete on accounts
  for each row execute function audit_accounts();`,
  },
];
