import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, readAd, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { choose, optionsOf, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const dialog = () => screen.getByRole('dialog', { name: /quiz$/ });
const save = () => within(dialog()).getByRole('button', { name: 'Save quiz' });
const disabled = (el: HTMLElement) => el.hasAttribute('disabled');

describe('the lookbook\'s quiz editor', () => {
  it("makes a quiz from 'Linked quiz' › 'New quiz…' on the lookbook's line item, links it, and edits it from there", { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const lookbook = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'Spring looks', { awards: {}, format: { '@type': 'CarouselFormat', items: [] } }));
    const created = () => adWrites(gw).filter((c) => c.method === 'POST');
    const updated = () => adWrites(gw).filter((c) => c.method === 'PUT');
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${lookbook.id}`);
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
    expect(created()).toHaveLength(1);
    const li = w.lineItems.CAROUSEL!;
    expect(created()[0]!.body).toMatchObject({
      name: 'Size quiz', insertionOrderId: w.orderId, orderLineItemId: li.id, pricingModelId: li.pricingModelId,
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
    expect(updated()).toHaveLength(1);
    const quizId = updated()[0]!.path.split('/').pop()!;
    expect(quizId).not.toBe(lookbook.id);
    expect(await readAd(gw, w, quizId)).toMatchObject({ name: 'Size quiz', format: { questions: [{ answers: [{ answer: 'Single' }, { answer: 'Club size' }] }] } });

    // The lookbook saves with its quiz.
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(updated()).toHaveLength(2);
    expect((await readAd(gw, w, lookbook.id)).format.nextAdId).toBe(quizId);
  });
});
