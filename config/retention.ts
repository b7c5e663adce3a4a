/**
 * How long the site keeps what visitors send. The privacy policy (`{cvMonths}` in content/privacy)
 * and the careers form's note print these figures, and the store deletes by them, so the words and
 * the deletion cannot disagree.
 */
export const retention = {
  /** A CV is deleted when its selection process ends, and at the latest this many months after it arrived. */
  cvMonths: 12,
} as const;
