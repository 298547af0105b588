import { useQueries } from '@tanstack/react-query';
import type { BannerLocation } from '#domain/catalogs/placements';
import { STORY_TYPES } from '#domain/catalogs/story-types';
import { chainIdsOf } from '#domain/constraint';
import {
  CHAIN_TAPOUTS, INVITE_PROMO_CODE_SOURCES, newTapout, OFFERS_LIST_MODES, TAPOUT_LABELS, tapoutAllowedOn, tapoutNeedsChain, tapoutOptionsFor, TAPOUT_TYPES, type TapoutType,
} from '#domain/ad/tapout';
import { isOneOf } from '#domain/lists';
import { chainQuery } from '#app/api/chain';
import { SelectField } from '#app/ui/SelectField';
import { AdSelect, AdSwitch, AdText } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';

export const TAPOUT_TEXT = {
  tapout: 'Tapout',
  webviewUrl: 'Web view URL',
  headerTitle: 'Header title',
  footer: 'Footer',
  launchNativeBrowser: 'Launch native browser',
  showHeader: 'Show header',
  showNavBar: 'Show nav bar',
  mode: 'Offers list mode',
  chain: 'Chain',
  chainHint: 'One of the chains of this ad or of its ad set.',
  carouselId: 'Carousel id',
  storyType: 'Story type',
  source: 'Source',
} as const;

const options = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

/** The tapout's chain, picked among the chains the ad runs at (its own, else its ad set's), named from the gateway. */
function TapoutChainField({ path, isRequired }: { path: string; isRequired: boolean }) {
  const form = useAdForm();
  const current = form.valueAt(path);
  const ids = [...new Set([...form.draft.chainIds, ...chainIdsOf(form.scope.adSet.constraints), ...(typeof current === 'string' && current ? [current] : [])])];
  const named = useQueries({ queries: ids.map((id) => ({ ...chainQuery(id), staleTime: 60_000 })) });
  const chainOptions = ids.map((id, i) => ({ id, label: named[i]?.data?.chain.name ?? id }));
  return <AdSelect path={path} label={TAPOUT_TEXT.chain} options={chainOptions} description={TAPOUT_TEXT.chainHint} isRequired={isRequired} />;
}

/** The fields of the chosen tapout type (spec 2 §3 'Tapouts'). */
function TapoutKindFields({ path, location, type }: { path: string; location: BannerLocation; type: TapoutType }) {
  const chain = CHAIN_TAPOUTS.includes(type) && (
    <TapoutChainField path={`${path}.chainId`} isRequired={tapoutNeedsChain(location, type)} />
  );
  switch (type) {
    case 'DisplayWebviewTapout':
      return (
        <>
          <AdText path={`${path}.webviewUrl`} label={TAPOUT_TEXT.webviewUrl} isRequired />
          <AdText path={`${path}.headerTitle`} label={TAPOUT_TEXT.headerTitle} isRequired />
          <AdText path={`${path}.footer`} label={TAPOUT_TEXT.footer} isRequired />
          <AdSwitch path={`${path}.launchNativeBrowser`} label={TAPOUT_TEXT.launchNativeBrowser} />
          <AdSwitch path={`${path}.showHeader`} label={TAPOUT_TEXT.showHeader} />
          <AdSwitch path={`${path}.showNavBar`} label={TAPOUT_TEXT.showNavBar} />
          {chain}
        </>
      );
    case 'OffersListTapout':
      return <AdSelect path={`${path}.mode`} label={TAPOUT_TEXT.mode} options={options(OFFERS_LIST_MODES)} isRequired />;
    case 'CarouselTapout':
      return (
        <>
          <AdText path={`${path}.carouselId`} label={TAPOUT_TEXT.carouselId} />
          <AdSelect path={`${path}.storyType`} label={TAPOUT_TEXT.storyType} options={options(STORY_TYPES)} />
        </>
      );
    case 'InvitePromoCodeTapout':
      return <AdSelect path={`${path}.source`} label={TAPOUT_TEXT.source} options={options(INVITE_PROMO_CODE_SOURCES)} isRequired />;
    default:
      return chain || null;
  }
}

/**
 * The tapout of one placement (spec 2 §4): the selector offers the placement's tapout types (the
 * forced default, Scan Camera on Store Details, shows while chosen), then the chosen type's fields.
 */
export function TapoutFields({ path, location }: { path: string; location: BannerLocation }) {
  const form = useAdForm();
  const kind = form.valueAt(`${path}.@type`);
  const type = isOneOf(TAPOUT_TYPES, kind) ? kind : undefined;
  const offered = tapoutOptionsFor(location);
  const types = type && !offered.includes(type) && tapoutAllowedOn(location, type) ? [type, ...offered] : offered;
  return (
    <>
      <SelectField
        label={TAPOUT_TEXT.tapout}
        options={types.map((t) => ({ id: t, label: TAPOUT_LABELS[t] }))}
        value={type ?? null}
        onChange={(next) => form.setAt(path, isOneOf(TAPOUT_TYPES, next) ? newTapout(next) : null)}
        errorMessage={form.errorOf(path)}
      />
      {type && <TapoutKindFields path={path} location={location} type={type} />}
    </>
  );
}
