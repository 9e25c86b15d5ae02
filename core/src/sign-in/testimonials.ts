/** A user's word for the sign-in layout's wide-screen panel (spec 2.5: text, handle, avatar). */
export interface Testimonial {
  readonly text: string;
  readonly handle: string;
  /** Initials drawn as the avatar: no image is fetched before sign-in. */
  readonly avatar: string;
}

/**
 * The testimonials this install shows beside the sign-in form: none unless whoever runs it adds
 * words their own users said. Atrium ships none, so it never shows invented praise on somebody's
 * self-hosted sign-in page.
 */
export const TESTIMONIALS: readonly Testimonial[] = [];

/** One testimonial, at random (spec 2.5), or none when none is configured. */
export const pickTestimonial = (
  testimonials: readonly Testimonial[] = TESTIMONIALS,
  random: () => number = Math.random,
): Testimonial | undefined =>
  testimonials[Math.floor(random() * testimonials.length) % Math.max(testimonials.length, 1)];
