import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Topic } from '#domain/topic';
import { topicPickerSource, topicQuery } from '#app/api/topic';
import { SearchSelectPicker } from '#app/ui/SearchPicker';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';

/**
 * A promoted product or retailer category of the ad, bound to its path: a search picker finding any
 * topic of the kind in the campaign by name on the gateway, however many there are. The chosen one
 * shows its name (read by id) whether or not the current matches hold it.
 */
export function AdTopicPicker({ path, label, type, description, isRequired, isReadOnly, value, onChange }: {
  path: string;
  label: string;
  type: Topic['@type'];
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** what the picker shows when the path alone does not hold it (a product kept only in topicIds) */
  value?: string | null;
  onChange?: (id: string) => void;
}) {
  const form = useAdForm();
  const { version, campaign } = form.scope;
  const held = form.valueAt(path);
  const chosenId = value !== undefined ? value : typeof held === 'string' ? held : null;
  const source = useMemo(() => topicPickerSource(version, campaign.id, type), [version, campaign.id, type]);
  const chosen = useQuery({ ...topicQuery(version, campaign.id, chosenId ?? ''), enabled: Boolean(chosenId), staleTime: 60_000 });
  return (
    <div data-field={path}>
      <SearchSelectPicker
        label={label}
        source={source}
        value={chosenId}
        onChange={(id) => (onChange ? onChange(id) : form.setAt(path, id))}
        nameOf={(id) => (chosen.data?.id === id ? chosen.data.name : undefined)}
        placeholder={AD_TEXT.topicSearch}
        description={description}
        errorMessage={form.errorOf(path)}
        isRequired={isRequired}
        isDisabled={isReadOnly}
      />
    </div>
  );
}
