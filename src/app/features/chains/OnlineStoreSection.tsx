import { CLIENT_PLATFORMS } from '#domain/catalogs/client-platforms';
import { DraftMultiSelect, draftFields, FormSection, type SectionProps } from './fields';
import { CHAIN_SECTIONS } from './text';

const PLATFORM_OPTIONS = CLIENT_PLATFORMS.map((c) => ({ id: c, label: c }));

/** spec 3 'Chain form': Online Store, shown only for a chain that supports one; its web URL is then required. */
export function OnlineStoreSection(p: SectionProps) {
  const f = draftFields(p);
  return (
    <FormSection title={CHAIN_SECTIONS.onlineStore}>
      {f.text('online_store_web_url', { isRequired: true, type: 'url' })}
      {f.text('online_store_subtitle')}
      {f.text('online_store_description', { multiline: true })}
      <DraftMultiSelect
        fieldKey="supporting_client_platforms"
        set={p.set}
        options={PLATFORM_OPTIONS}
        value={p.draft.supporting_client_platforms}
        error={p.errorOf('supporting_client_platforms')}
      />
    </FormSection>
  );
}
