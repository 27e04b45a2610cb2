import { Quote } from 'lucide-react';
import { RatingStars } from '@/components/ui/rating-stars';
import type { Testimonial } from '@/shared/shop/content';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <Quote aria-hidden="true" className="size-7 text-brand-500" />
      <RatingStars score={testimonial.rating * 10} />
      <blockquote className="mt-3 flex-1 leading-relaxed text-gray-700">{testimonial.text}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-gray-900">{testimonial.name}</span>
        <span className="text-gray-600"> — {testimonial.location}</span>
        {testimonial.product && <span className="mt-1 block text-xs text-brand-800">{testimonial.product}</span>}
      </figcaption>
    </figure>
  );
}
