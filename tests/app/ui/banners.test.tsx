import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { campaignRuleStatus, CAMPAIGN_RULES } from '#domain/campaign';
import { InlineBanner } from '#app/ui/InlineBanner';
import { DEFAULT_LOADING_TEXT, LoadingIndicator } from '#app/ui/LoadingIndicator';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';

describe('inline banner', () => {
  it('announces errors at once and info or success politely', () => {
    render(
      <>
        <InlineBanner type="error" title="Campaign details failed to load" />
        <InlineBanner type="info" title="No Campaigns found">We were not able to find any campaigns matched to your search.</InlineBanner>
        <InlineBanner type="success">Budget successfully updated.</InlineBanner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Campaign details failed to load');
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toEqual(['No Campaigns foundWe were not able to find any campaigns matched to your search.', 'Budget successfully updated.']);
  });
});

describe('loading indicator', () => {
  it('is an indeterminate progress bar named by its text, the spec default unless told', () => {
    render(<LoadingIndicator />);
    const bar = screen.getByRole('progressbar', { name: DEFAULT_LOADING_TEXT });
    expect(DEFAULT_LOADING_TEXT).toBe('Loading. Please wait...');
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });
  it('takes another text', () => {
    render(<LoadingIndicator label="Loading..." />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
  });
});

describe("'Missing values' banner", () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it("lists every unmet rule of the domain's rule list under the spec's words", () => {
    render(<MissingValuesBanner rules={campaignRuleStatus({ campaignName: 'ab', accountManager: 'a@x' }, { isNew: true, now })} />);
    const banner = screen.getByRole('region', { name: 'Missing values' });
    // no alert on load: a pristine form's summary is read where it stands, not announced
    expect(screen.queryByRole('alert')).toBeNull();
    expect(banner.textContent).toContain('Before you can submit this form, please resolve all errors:');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([CAMPAIGN_RULES.name, CAMPAIGN_RULES.campaignManager, CAMPAIGN_RULES.insertionOrder, CAMPAIGN_RULES.company, CAMPAIGN_RULES.startDate, CAMPAIGN_RULES.endDate]);
  });
  it("names each line's field by its label and moves focus to it; the polite region speaks only what typing changed, once it pauses", async () => {
    vi.useFakeTimers();
    function Form() {
      const [kicks, setKicks] = useState('');
      const rules = [
        { rule: 'Name is required', ok: false, field: 'name' },
        { rule: 'Must be a whole number', ok: /^\d+$/.test(kicks), field: 'kicks' },
      ];
      return (
        <>
          <MissingValuesBanner rules={rules} nameFields />
          <label htmlFor="n">Name</label>
          <input id="n" name="name" />
          <label htmlFor="k">Max price in cents</label>
          <input id="k" name="kicks" value={kicks} onChange={(e) => setKicks(e.target.value)} />
        </>
      );
    }
    render(<Form />);
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Name is required', 'Max price in cents: Must be a whole number']);
    const live = document.querySelector('[aria-live="polite"]')!;
    act(() => void vi.advanceTimersByTime(2000));
    expect(live.textContent).toBe('');
    act(() => screen.getByRole('link', { name: /^Max price in cents/ }).click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Max price in cents' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Max price in cents' }), { target: { value: '12' } });
    expect(live.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(1500));
    expect(live.textContent).toBe('Missing values: Name is required');
    vi.useRealTimers();
  });

  it('renders nothing once every rule passes', () => {
    const { container } = render(<MissingValuesBanner rules={[{ rule: 'x', ok: true }]} />);
    expect(container.innerHTML).toBe('');
  });
});
