/**
 * Brings the person to a refused form: focuses the first invalid field (element ids in the
 * form's order) and scrolls it to the middle of the view, so its message (the field's
 * helper text, announced as an alert) is read where they are, not far above the button they
 * pressed. Answers whether a field was found.
 */
export function focusFirstInvalid(ids: readonly string[]): boolean {
  for (const id of ids) {
    const field = document.getElementById(id);
    if (!field) continue;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}
