import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { ad, adFormGateway, EDIT_AD } from './format-sections-gateway';
import { choose, optionsOf, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LOOKBOOK = ad('951', 'Spring looks', {
  insertionOrderId: '2', orderLineItemId: 'li-CAROUSEL', pricingModelId: 'pm-CAROUSEL', awards: {},
  format: { '@type': 'CarouselFormat', items: [] },
});
const dialog = () => screen.getByRole('dialog', { name: /quiz$/ });
const save = () => within(dialog()).getByRole('button', { name: 'Save quiz' });
const disabled = (el: HTMLElement) => el.hasAttribute('disabled');

describe('the lookbook\'s quiz editor', () => {
  it("makes a quiz from 'Linked quiz' › 'New quiz…' on the lookbook's line item, links it, and edits it from there", { timeout: 120_000 }, async () => {
    const gw = adFormGateway([LOOKBOOK]);
    const user = userEvent.setup();
    renderApp(EDIT_AD('951'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    const linkedQuiz = () => screen.getByRole('button', { name: /Linked quiz$/ });
    linkedQuiz().focus();
    expect(await optionsOf(user)).toEqual(['None', 'New quiz…']);
    await choose(user, linkedQuiz(), 'New quiz…');

    // A new quiz: one question of two answers, the first one correct; Save waits for the name and the texts.
    await screen.findByRole('dialog', { name: 'New quiz' });
    const q1 = within(dialog()).getByRole('group', { name: 'Question 1' });
    expect(within(q1).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(2);
    expect(disabled(save())).toBe(true);
    await retype(user, within(dialog()).getByRole('textbox', { name: /^Quiz name/ }), 'Size quiz');
    await retype(user, within(q1).getByRole('textbox', { name: /^Question text/ }), 'Which size do you buy?');
    await retype(user, within(q1).getByRole('textbox', { name: /^Answer 1/ }), 'Single');
    expect(disabled(save())).toBe(true);
    await retype(user, within(q1).getByRole('textbox', { name: /^Answer 2/ }), 'Family pack');
    await waitFor(() => expect(disabled(save())).toBe(false));
    await press(user, save());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gw.created).toHaveLength(1);
    expect(gw.created[0]!.body).toMatchObject({
      name: 'Size quiz', insertionOrderId: '2', orderLineItemId: 'li-CAROUSEL', pricingModelId: 'pm-CAROUSEL',
      format: { '@type': 'QuizFormat', questions: [{ question: 'Which size do you buy?', answers: [{ answer: 'Single', valid: true }, { answer: 'Family pack', valid: false }] }] },
    });
    // linked at once, by name
    await waitFor(() => expect(linkedQuiz().textContent).toContain('Size quiz'));

    // Edit quiz: the linked quiz's texts, saved onto the same ad.
    await press(user, screen.getByRole('button', { name: 'Edit quiz' }));
    await screen.findByRole('dialog', { name: 'Edit quiz' });
    const edited = within(dialog()).getByRole('group', { name: 'Question 1' });
    expect((within(edited).getByRole('textbox', { name: /^Answer 2/ }) as HTMLInputElement).value).toBe('Family pack');
    await retype(user, within(edited).getByRole('textbox', { name: /^Answer 2/ }), 'Club size');
    await press(user, save());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gw.updated).toHaveLength(1);
    expect(gw.updated[0]!.path).toMatch(/\/ads\/900$/);
    expect(gw.updated[0]!.body).toMatchObject({ format: { questions: [{ answers: [{ answer: 'Single' }, { answer: 'Club size' }] }] } });

    // The lookbook saves with its quiz.
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gw.updated).toHaveLength(2));
    expect((gw.updated[1]!.body as { format: { nextAdId?: string } }).format.nextAdId).toBe('900');
  });
});
