/** A user's word for the sign-in layout's wide-screen panel (spec 2.5: text, handle, avatar). */
export interface Testimonial {
  readonly text: string;
  readonly handle: string;
  /** Initials drawn as the avatar: no image is fetched before sign-in. */
  readonly avatar: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'We put Atrium on the office network and stopped passing the database password around. Everyone signs in as themselves now.',
    handle: '@ines_builds',
    avatar: 'IB',
  },
  {
    text: 'Read-only seats for the analysts, MFA for everyone, and an audit log I can actually read. That was the whole wish list.',
    handle: '@tomasz_ops',
    avatar: 'TO',
  },
  {
    text: 'The table editor and RLS screens in one place, on our own Postgres. It feels like the hosted dashboard, minus the bill.',
    handle: '@mei.dev',
    avatar: 'MD',
  },
];

/** One testimonial, at random (spec 2.5); `random` is injectable so tests pick one. */
export const pickTestimonial = (random: () => number = Math.random): Testimonial =>
  TESTIMONIALS[Math.floor(random() * TESTIMONIALS.length) % TESTIMONIALS.length]!;
