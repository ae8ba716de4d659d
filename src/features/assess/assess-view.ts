import { useState } from 'react';

/** What a review list shows: its status tab, page and (the defences) kind and keyword filters. */
export interface AssessView {
  status: number;
  page: number;
  kind?: number;
  keyword?: string;
}

export interface AssessViewControl {
  view: AssessView;
  onView: (next: Partial<AssessView>) => void;
}

/**
 * A list's view: the page's (teaching management keeps it in its address) when given, else
 * the list's own (the exam detail's list of one exam).
 */
export function useAssessView(control: AssessViewControl | undefined, initial: AssessView): AssessViewControl {
  const [own, setOwn] = useState(initial);
  return control ?? { view: own, onView: (next) => setOwn((v) => ({ ...v, ...next })) };
}
