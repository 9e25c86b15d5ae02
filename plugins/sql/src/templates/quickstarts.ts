import type { ReadySnippet } from './ready-snippet.js';

/** The quickstarts page's snippets: whole small schemas with sample rows, each runs alone. */
export const SQL_QUICKSTARTS: readonly ReadySnippet[] = [
  {
    id: 'todo-list',
    title: 'Todo list',
    description: 'Each user’s own tasks, kept private by row level security.',
    sql: `create table todos (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid(),
  task text not null check (char_length(task) > 0),
  is_complete boolean not null default false,
  inserted_at timestamptz not null default now()
);

alter table todos enable row level security;

create policy "Users manage their own todos" on todos
  for all to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());

create index todos_by_user on todos (user_id);

insert into todos (user_id, task) values
  ('00000000-0000-0000-0000-000000000001', 'Try the SQL editor'),
  ('00000000-0000-0000-0000-000000000001', 'Save a snippet');`,
  },
  {
    id: 'blog-with-comments',
    title: 'Blog with comments',
    description:
      'Authors, posts and comments: everyone reads published posts, authors write theirs.',
    sql: `create table authors (
  id uuid primary key default gen_random_uuid(),
  name text not null
);

create table posts (
  id bigint generated always as identity primary key,
  author_id uuid not null references authors (id) on delete cascade,
  title text not null,
  body text not null,
  published boolean not null default false,
  created_at timestamptz not null default now()
);

create table comments (
  id bigint generated always as identity primary key,
  post_id bigint not null references posts (id) on delete cascade,
  author_name text not null,
  body text not null,
  created_at timestamptz not null default now()
);

create index posts_by_author on posts (author_id);
create index comments_by_post on comments (post_id);

alter table posts enable row level security;
alter table comments enable row level security;

create policy "Published posts are public" on posts
  for select using (published);
create policy "Authors write their posts" on posts
  for all to authenticated using (author_id = auth.uid()) with check (author_id = auth.uid());
create policy "Comments on published posts are public" on comments
  for select using (exists (select 1 from posts p where p.id = post_id and p.published));

with author as (
  insert into authors (name) values ('Ada') returning id
), post as (
  insert into posts (author_id, title, body, published)
  select id, 'Hello, world', 'The first post.', true from author
  returning id
)
insert into comments (post_id, author_name, body)
select id, 'Grace', 'Welcome!' from post;

select p.title, count(c.id) as comments
from posts p left join comments c on c.post_id = p.id
group by p.title;`,
  },
  {
    id: 'countries-and-cities',
    title: 'Countries and cities',
    description: 'Reference data with a foreign key, a lookup index and a summary query.',
    sql: `create table countries (
  code char(2) primary key,
  name text not null unique
);

create table cities (
  id bigint generated always as identity primary key,
  country_code char(2) not null references countries (code),
  name text not null,
  population integer not null check (population >= 0)
);

create index cities_by_country on cities (country_code);

insert into countries (code, name) values ('FR', 'France'), ('JP', 'Japan'), ('BR', 'Brazil');

insert into cities (country_code, name, population) values
  ('FR', 'Paris', 2102650), ('FR', 'Lyon', 522250),
  ('JP', 'Tokyo', 13960000), ('JP', 'Osaka', 2750000),
  ('BR', 'São Paulo', 12330000);

select co.name as country, count(*) as cities, sum(ci.population) as population
from countries co join cities ci on ci.country_code = co.code
group by co.name
order by population desc;`,
  },
];
