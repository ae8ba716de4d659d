import { Kind, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type SelectionNode, type SelectionSetNode } from 'graphql';

const inlined = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The document with every named fragment written out where it is spread (as an inline
 * fragment on the fragment's type) and the fragment definitions dropped. The answer is the
 * same; the gateway's delegation, which prepares a document per root field and walks every
 * fragment definition for each, does far less work on it. Cached per parsed document (the
 * gateway parses each distinct query text once).
 */
export function inlineFragments(document: DocumentNode): DocumentNode {
  let result = inlined.get(document);
  if (result) return result;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  if (fragments.size === 0) {
    result = document;
  } else {
    const inlineSet = (set: SelectionSetNode, seen: ReadonlySet<string>): SelectionSetNode => ({ ...set, selections: set.selections.map((s) => inlineSelection(s, seen)) });
    const inlineSelection = (selection: SelectionNode, seen: ReadonlySet<string>): SelectionNode => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // An unknown or cyclic spread is left for validation to report.
        if (!fragment || seen.has(fragment.name.value)) return selection;
        return {
          kind: Kind.INLINE_FRAGMENT,
          typeCondition: fragment.typeCondition,
          directives: [...(selection.directives ?? []), ...(fragment.directives ?? [])],
          selectionSet: inlineSet(fragment.selectionSet, new Set([...seen, fragment.name.value])),
        };
      }
      return selection.selectionSet ? { ...selection, selectionSet: inlineSet(selection.selectionSet, seen) } : selection;
    };
    result = {
      ...document,
      definitions: document.definitions.flatMap((d): DefinitionNode[] =>
        d.kind === Kind.OPERATION_DEFINITION ? [{ ...d, selectionSet: inlineSet(d.selectionSet, new Set()) }] : d.kind === Kind.FRAGMENT_DEFINITION ? [] : [d],
      ),
    };
  }
  inlined.set(document, result);
  return result;
}
