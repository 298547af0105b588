import './format-sections.css';
import { useRef } from 'react';
import { Button, FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { canAddAnswer, canDeleteAnswer, newQuizQuestions, QUIZ_LIMITS } from '#domain/ad/format-parts';
import { AdText } from '#app/features/ads/AdFields';
import { buttonNamed, fieldNamed, firstFocusable } from '#app/features/ads/focus-after';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';
import { useAdForm } from '#app/kit/ads/form-context';

export const QUIZ_TEXT = {
  question: (n: number) => `Question ${n}`,
  questionText: 'Question text',
  questionHint: `At most ${QUIZ_LIMITS.question} characters.`,
  answer: (n: number) => `Answer ${n}`,
  answerHint: `At most ${QUIZ_LIMITS.answer} characters.`,
  correctAnswer: 'Correct answer',
  addAnswer: 'Add answer',
  deleteAnswer: (n: number) => `Delete answer ${n}`,
  addQuestion: 'Add question',
  removeQuestion: 'Remove question',
} as const;

interface Answer {
  answer: string;
  valid?: boolean;
}
interface Question {
  question: string;
  required?: boolean;
  questionOrder?: number;
  answers: Answer[];
}

/** spec 2 'Quiz form': questions with 2 to 4 answers each, one of them marked correct. */
export function QuizFields() {
  const form = useAdForm();
  const { format } = form.draft.ad;
  const questions: Question[] = 'questions' in format ? (format.questions ?? []) : [];
  // questionOrder follows the position, so removing a question renumbers the rest
  const write = (next: Question[]) => form.setAt('format.questions', next.map((q, i) => ({ ...q, questionOrder: i })));
  const withAnswers = (i: number, answers: Answer[]) => write(questions.map((q, k) => (k === i ? { ...q, answers } : q)));
  // a removed answer's or question's button goes, an Add button disables at its limit: focus goes on
  const ref = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRemoval();
  const questionAt = (i: number) => ref.current?.querySelectorAll<HTMLElement>(':scope > fieldset')[i];
  const deleteAnswer = (i: number, answers: Answer[], j: number) => {
    withAnswers(i, answers.filter((__, k) => k !== j));
    focusAfter(() => firstFocusable(buttonNamed(questionAt(i), QUIZ_TEXT.deleteAnswer(Math.min(j, answers.length - 2) + 1)), buttonNamed(questionAt(i), QUIZ_TEXT.addAnswer)));
  };
  const addAnswer = (i: number, answers: Answer[]) => {
    withAnswers(i, [...answers, { answer: '', valid: false }]);
    focusAfter(() => firstFocusable(fieldNamed(questionAt(i), QUIZ_TEXT.answer(answers.length + 1))));
  };
  const removeQuestion = (i: number) => {
    write(questions.filter((__, k) => k !== i));
    const at = Math.min(i, questions.length - 2);
    focusAfter(() => firstFocusable(buttonNamed(questionAt(at), QUIZ_TEXT.removeQuestion), buttonNamed(ref.current, QUIZ_TEXT.addQuestion)));
  };
  return (
    <div className="quiz-questions" ref={ref}>
      {questions.map((q, i) => {
        const base = `format.questions.${i}`;
        const answersError = form.errorOf(`${base}.answers`);
        const correct = q.answers.findIndex((a) => a.valid);
        return (
          <fieldset className="format-block" key={i}>
            <legend>{QUIZ_TEXT.question(i + 1)}</legend>
            <AdText path={`${base}.question`} label={QUIZ_TEXT.questionText} description={QUIZ_TEXT.questionHint} isRequired />
            {q.answers.map((_, j) => (
              <div className="form-grid format-row" key={j}>
                <AdText path={`${base}.answers.${j}.answer`} label={QUIZ_TEXT.answer(j + 1)} description={QUIZ_TEXT.answerHint} isRequired />
                <Button className="button" isDisabled={!canDeleteAnswer(q.answers.length)} onPress={() => deleteAnswer(i, q.answers, j)}>
                  {QUIZ_TEXT.deleteAnswer(j + 1)}
                </Button>
              </div>
            ))}
            <Button className="button" isDisabled={!canAddAnswer(q.answers.length)} onPress={() => addAnswer(i, q.answers)}>
              {QUIZ_TEXT.addAnswer}
            </Button>
            <RadioGroup
              className="quiz-correct-answer"
              value={correct >= 0 ? String(correct) : null}
              onChange={(value) => withAnswers(i, q.answers.map((a, k) => ({ ...a, valid: String(k) === value })))}
              isInvalid={Boolean(answersError)}
              validationBehavior="aria"
              isRequired
            >
              <Label>{QUIZ_TEXT.correctAnswer}</Label>
              {q.answers.map((a, j) => (
                <Radio key={j} value={String(j)} className="radio">
                  {a.answer.trim() || QUIZ_TEXT.answer(j + 1)}
                </Radio>
              ))}
              <FieldError className="field-error">{answersError}</FieldError>
            </RadioGroup>
            <Button className="button" isDisabled={questions.length <= 1} onPress={() => removeQuestion(i)}>
              {QUIZ_TEXT.removeQuestion}
            </Button>
          </fieldset>
        );
      })}
      <Button className="button" onPress={() => write([...questions, ...newQuizQuestions()])}>
        {QUIZ_TEXT.addQuestion}
      </Button>
    </div>
  );
}
