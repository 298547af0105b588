import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, readAd, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { described, missingValues, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** A stored quiz 'Size quiz' of one question, open in its form; answers the world and the quiz. */
async function openQuiz() {
  const w = await seedAdWorld(gw);
  const quiz = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'Size quiz', {
    format: {
      '@type': 'QuizFormat', legacy: { bannerPriority: '2026-01-01' },
      questions: [{ question: 'Which size do you buy?', required: true, questionOrder: 0, answers: [{ answer: 'Single', valid: true }, { answer: 'Family pack', valid: false }] }],
    },
  }));
  renderApp(`${w.setUrl}/ads/${quiz.id}`);
  await screen.findByRole('heading', { name: 'Quiz settings' });
  return { w, quiz };
}
const press = async (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => {
  button.focus();
  await user.keyboard('{Enter}');
};
/** Long texts are pasted (Ctrl+V) rather than typed key by key. */
const paste = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await retype(user, field, '');
  await user.paste(text);
};
const disabled = (el: HTMLElement) => el.hasAttribute('disabled');

describe('quiz format section', () => {
  it('keeps 2 to 4 answers per question, each at most 100 characters, one of them correct', { timeout: 90_000 }, async () => {
    await openQuiz();
    const user = userEvent.setup();
    const q1 = screen.getByRole('group', { name: 'Question 1' });
    const deletes = () => within(q1).getAllByRole('button', { name: /^Delete answer/ });
    const add = () => within(q1).getByRole('button', { name: 'Add answer' });
    expect(missingValues()).toEqual([]);

    // Two answers: neither can go; a third and a fourth can come, then Add stops.
    expect(deletes().map(disabled)).toEqual([true, true]);
    await press(user, add());
    expect(deletes().map(disabled)).toEqual([false, false, false]);
    await waitFor(() => expect(missingValues()).toEqual(['Answer is required']));
    await press(user, add());
    expect(disabled(add())).toBe(true);
    await retype(user, within(q1).getByRole('textbox', { name: /^Answer 3/ }), 'Club size');
    await paste(user, within(q1).getByRole('textbox', { name: /^Answer 4/ }), 'x'.repeat(101));
    await waitFor(() => expect(described(within(q1).getByRole('textbox', { name: /^Answer 4/ }))).toContain('Answer must be at most 100 characters'));
    await press(user, within(q1).getByRole('button', { name: 'Delete answer 4' }));
    expect(disabled(add())).toBe(false);
    await waitFor(() => expect(missingValues()).toEqual([]));

    // The correct answer is chosen among the answers.
    const correct = within(q1).getByRole('radiogroup', { name: /Correct answer/ });
    expect(within(correct).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Single', 'Family pack', 'Club size']);
    within(correct).getByRole('radio', { name: 'Single' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect((within(correct).getByRole('radio', { name: 'Family pack' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(missingValues()).toEqual([]));
  });

  it('needs a question text of at most 150 characters, adds and removes questions, and saves the quiz', { timeout: 90_000 }, async () => {
    const { w, quiz } = await openQuiz();
    const user = userEvent.setup();
    const q1 = screen.getByRole('group', { name: 'Question 1' });

    // Question text: required, at most 150 characters.
    const question = within(q1).getByRole('textbox', { name: /^Question text/ });
    await retype(user, question, '');
    await waitFor(() => expect(described(question)).toContain('Question is required'));
    await paste(user, question, 'q'.repeat(151));
    await waitFor(() => expect(described(question)).toContain('Question must be at most 150 characters'));
    expect(disabled(screen.getByRole('button', { name: 'Submit' }))).toBe(true);
    await retype(user, question, 'Which pack do you buy?');

    // A second question starts with two empty answers and can be removed again; the last one cannot.
    expect(disabled(within(q1).getByRole('button', { name: 'Remove question' }))).toBe(true);
    await press(user, screen.getByRole('button', { name: 'Add question' }));
    const q2 = await screen.findByRole('group', { name: 'Question 2' });
    expect(within(q2).getAllByRole('textbox', { name: /^Answer/ })).toHaveLength(2);
    await press(user, within(q2).getByRole('button', { name: 'Remove question' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull());

    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(adWrites(gw).filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect((await readAd(gw, w, quiz.id)).format).toMatchObject({
      questions: [{ question: 'Which pack do you buy?', questionOrder: 0, answers: [{ answer: 'Single', valid: true }, { answer: 'Family pack', valid: false }] }],
    });
  });
});
