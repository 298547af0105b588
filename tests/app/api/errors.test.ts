import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { errorText, failureDetail, fieldWords, stripMarkup } from '#app/api/errors';

/** spec 1 §8: 'response errorMsg, else message, else if the data is a list each 'fieldName: message' joined, else the data as text, else the error text'. */
describe('error text extraction', () => {
  it('takes errorMsg before message', () => {
    expect(errorText({ errorMsg: 'Campaign not found', message: 'Not Found' })).toBe('Campaign not found');
  });

  it('takes message when there is no errorMsg', () => {
    expect(errorText({ message: 'Not Found' })).toBe('Not Found');
    expect(errorText({ errorMsg: '', message: 'Not Found' })).toBe('Not Found');
  });

  it("joins a list as 'fieldName: message'", () => {
    expect(errorText([{ fieldName: 'name', message: 'Required' }, { fieldName: 'endDate', message: 'Must be after the start' }])).toBe('name: Required, endDate: Must be after the start');
  });

  it('takes the data as text, then the error’s own text', () => {
    expect(errorText('Bad Gateway')).toBe('Bad Gateway');
    expect(errorText({ status: 502 })).toBe('{"status":502}');
    expect(errorText(undefined, new Error('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('strips markup and folds whitespace, so a server’s HTML page reads as text', () => {
    expect(stripMarkup('<html><body><h1>502</h1>\n  <p>Bad <b>Gateway</b></p></body></html>')).toBe('502 Bad Gateway');
  });

  it('reads a failed call’s answer for the detail of the spec’s messages', () => {
    const error = new FetchError('PUT /campaign/v1/campaigns/7: 412');
    error.data = { errorMsg: '<p>Version 3 is <em>stale</em></p>' };
    expect(failureDetail(error)).toBe('Version 3 is stale');
    expect(failureDetail(new Error('offline'))).toBe('offline');
  });

  it("reads the gateway's errors[] in words, never as JSON, each field by the form's label where it has one", () => {
    const errors = [
      { fieldName: 'chain.name', message: 'Must be at most 256 characters' },
      { fieldName: 'chain.online_store_web_url', message: 'Please make sure to add a valid URL.' },
    ];
    const refused = new FetchError('PUT /chain/v1/chains/7: 400');
    refused.data = { errorMsg: 'Invalid request. chain.name: Must be at most 256 characters', errors };
    expect(failureDetail(refused)).toBe('Name: Must be at most 256 characters, Online store web URL: Please make sure to add a valid URL.');
    expect(failureDetail(refused, (f) => (f === 'chain.online_store_web_url' ? 'Online Store Web URL' : undefined))).toBe(
      'Name: Must be at most 256 characters, Online Store Web URL: Please make sure to add a valid URL.',
    );
    // An answer of errors[] alone (no errorMsg) reads the same, not '{"errors":[…]}'.
    expect(errorText({ errors })).not.toContain('{');
    // A refusal the gateway words itself (a conflict) keeps its words.
    expect(errorText({ errorMsg: 'Company name already exists', errors: [{ fieldName: 'name', message: 'Company name already exists' }] })).toBe('Company name already exists');
    expect(fieldWords('barcodes.3.matchType')).toBe('Match type');
    expect(fieldWords('@type')).toBe('Type');
  });
});
