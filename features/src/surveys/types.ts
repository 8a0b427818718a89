import type { components } from '../backends/surveys';

type Wire = components['schemas'];

export interface QuestionOption {
  id: string;
  label: string;
}

export interface SurveyQuestion {
  id: string;
  text: string;
  /** A choice among options, or the shopper's own words. */
  kind: 'choice' | 'text';
  options: QuestionOption[];
  required: boolean;
}

export interface Survey {
  id: string;
  title: string;
  description: string;
  /** Loyalty points earned on completion. */
  points: number;
  /** The shopper proves a purchase with a pack's serial code before starting. */
  requiresSerialCode: boolean;
  questions: SurveyQuestion[];
}

export type SurveyStatus = Wire['SurveyStatus']['status'];

/** The shopper's answers, by question id. */
export type Answers = Readonly<Record<string, string>>;

export interface SurveySubmission {
  id: string;
  surveyId: string;
  submittedAt: string;
  answers: Answers;
  questionIds: string[];
  pointsEarned: number;
}

export interface Quiz {
  id: string;
  title: string;
  questions: SurveyQuestion[];
  completed: boolean;
  score: number | null;
}

export interface QuizResult {
  quizId: string;
  score: number;
  total: number;
}

export const toQuestion = (question: Wire['Question']): SurveyQuestion => ({
  id: question.id,
  text: question.text,
  kind: question.type === 'single_choice' ? 'choice' : 'text',
  options: question.options,
  required: question.required,
});

export const toSurvey = (survey: Wire['Survey']): Survey => ({
  id: survey.id,
  title: survey.title,
  description: survey.description,
  points: survey.points,
  requiresSerialCode: survey.requires_serial_code,
  questions: survey.questions.map(toQuestion),
});

export const toSubmission = (submission: Wire['Submission']): SurveySubmission => ({
  id: submission.id,
  surveyId: submission.survey_id,
  submittedAt: submission.submitted_at,
  answers: Object.fromEntries(submission.answers.map((answer) => [answer.question_id, answer.value])),
  questionIds: submission.questions,
  pointsEarned: submission.results.points_earned,
});

export const toQuiz = (quiz: Wire['Quiz']): Quiz => ({
  id: quiz.id,
  title: quiz.title,
  questions: quiz.questions.map(toQuestion),
  completed: quiz.completed,
  score: quiz.score ?? null,
});

/** The answers as the service takes them: one per question answered, in the survey's order. */
export const toWireAnswers = (questions: readonly SurveyQuestion[], answers: Answers): Wire['Answer'][] =>
  questions
    .filter((question) => (answers[question.id] ?? '').trim() !== '')
    .map((question) => ({ question_id: question.id, value: answers[question.id]!.trim() }));

/** Whether the question is answered well enough to move on. */
export const isAnswered = (question: SurveyQuestion, answers: Answers): boolean =>
  !question.required || (answers[question.id] ?? '').trim() !== '';
