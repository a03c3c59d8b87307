import { useFieldWithMessage } from '@/src/ui/forms/fields';

/** Lists are equal by their items: a new array with the same ones is no change. */
const sameItems = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A field whose value is a list of texts (tags, links, ticked choices), with its message:
 * `items` is the list (empty until the field has one).
 */
export function useListField(name: string) {
  const { input, message } = useFieldWithMessage<string[] | string | undefined>(name, {
    isEqual: sameItems,
  });
  const items = Array.isArray(input.value) ? input.value : [];
  return { input, message, items };
}
