import './format-sections.css';
import { Button, FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { canAddAnswer, canDeleteAnswer, newQuizQuestions, QUIZ_LIMITS } from '../../../../../domain/ad/format-parts';
import { AdText } from '../../AdFields';
import { useAdForm } from '../../form-context';

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
  const questions = (form.valueAt('format.questions') ?? []) as Question[];
  // questionOrder follows the position, so removing a question renumbers the rest
  const write = (next: Question[]) => form.setAt('format.questions', next.map((q, i) => ({ ...q, questionOrder: i })));
  const withAnswers = (i: number, answers: Answer[]) => write(questions.map((q, k) => (k === i ? { ...q, answers } : q)));
  return (
    <div className="quiz-questions">
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
                <Button className="button" isDisabled={!canDeleteAnswer(q.answers.length)} onPress={() => withAnswers(i, q.answers.filter((__, k) => k !== j))}>
                  {QUIZ_TEXT.deleteAnswer(j + 1)}
                </Button>
              </div>
            ))}
            <Button className="button" isDisabled={!canAddAnswer(q.answers.length)} onPress={() => withAnswers(i, [...q.answers, { answer: '', valid: false }])}>
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
            <Button className="button" isDisabled={questions.length <= 1} onPress={() => write(questions.filter((__, k) => k !== i))}>
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
