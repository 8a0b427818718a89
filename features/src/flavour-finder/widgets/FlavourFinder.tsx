import { Fragment, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Button, FlavourRating, Link, RadioGroup } from '@storefront/design-system';
import { useAddToCart } from '../../cart';
import { failureWords, track, useTranslation } from '../../platform';
import { useFlavourFinderUrl, useFlavourProfiles } from '../hooks';
import {
  answersFromSearch,
  flavourDimensions,
  rankFlavours,
  searchForAnswers,
  targetProfile,
  usableQuestions,
  type FinderQuestion,
  type FlavourProfile,
} from '../types';
import * as styles from './FlavourFinder.css';

export interface FlavourFinderProps {
  /** The questions, written in Builder; one without a question or with fewer than two options is left out. */
  questions: readonly FinderQuestion[];
  heading?: string;
  cartHref?: string;
}

/**
 * A guided finder: one question at a time, then the catalogue's flavour closest to the answers, ready for the cart.
 * The answers live in the URL (`?q1=2&q2=1&q3=3`), so a result is a link the server renders as it is.
 */
export function FlavourFinder({ questions: written, heading, cartHref = '/cart' }: FlavourFinderProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const questions = useMemo(() => usableQuestions(written), [written]);
  const url = useFlavourFinderUrl();
  const [ownSearch, setOwnSearch] = useState('');
  const search = url ? url.search : ownSearch;
  const answers = useMemo(() => answersFromSearch(search, questions), [search, questions]);
  const complete = questions.length > 0 && answers.length === questions.length;
  const { profiles, error, retry } = useFlavourProfiles();
  const ranked = useMemo(
    () => (complete && profiles ? rankFlavours(profiles, targetProfile(questions, answers)) : []),
    [complete, profiles, questions, answers],
  );

  // Focus follows the shopper's own step changes only, never a page that opens on a step or a result.
  const focusTarget = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const resultPending = useRef(false);
  const [preselected, setPreselected] = useState<number>();

  useEffect(() => {
    // While the flavours still load there is nothing to focus yet: the result takes focus when it appears.
    if (!moved.current || !focusTarget.current) return;
    moved.current = false;
    focusTarget.current.focus();
  }, [answers.length, ranked.length]);

  useEffect(() => {
    if (!resultPending.current || ranked.length === 0) return;
    resultPending.current = false;
    track('tracking:activity:flavour_finder_result', {
      flavours: ranked.map((profile) => profile.flavour),
      answers: answers.map((option, index) => questions[index]!.options[option]!.label),
    });
  }, [ranked, answers, questions]);

  const go = (next: readonly number[], preselect?: number) => {
    moved.current = true;
    setPreselected(preselect);
    const query = next.length > 0 ? `?${searchForAnswers(next)}` : '';
    if (url) url.setSearch(query);
    else setOwnSearch(query);
  };

  if (questions.length === 0) return null;

  const step = answers.length;
  return (
    <section className={styles.finder} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading || t('flavourFinder.heading')}
      </h2>
      {!complete ? (
        <Step
          key={step}
          question={questions[step]!}
          index={step}
          total={questions.length}
          initial={preselected}
          focusRef={focusTarget}
          onAnswer={(option) => {
            track('tracking:activity:flavour_finder_progress', {
              step: step + 1,
              answer: questions[step]!.options[option]!.label,
            });
            if (step + 1 === questions.length) resultPending.current = true;
            go([...answers, option]);
          }}
          onBack={() => go(answers.slice(0, step - 1), answers[step - 1])}
        />
      ) : error && !profiles ? (
        <div role="alert">
          <p className={styles.alert}>{t('flavourFinder.loadFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('flavourFinder.retry')}
          </Button>
        </div>
      ) : ranked.length === 0 ? (
        <p role="status">{t('flavourFinder.loading')}</p>
      ) : (
        <Result
          questions={questions}
          answers={answers}
          ranked={ranked}
          focusRef={focusTarget}
          cartHref={cartHref}
          shareHref={url ? `?${searchForAnswers(answers)}` : undefined}
          onBack={() => go(answers.slice(0, -1), answers.at(-1))}
          onRestart={() => go([])}
        />
      )}
    </section>
  );
}

interface StepProps {
  question: FinderQuestion;
  index: number;
  total: number;
  initial: number | undefined;
  focusRef: RefObject<HTMLElement | null>;
  onAnswer: (option: number) => void;
  onBack: () => void;
}

function Step({ question, index, total, initial, focusRef, onAnswer, onBack }: StepProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [value, setValue] = useState(initial === undefined ? '' : String(initial));
  const [missing, setMissing] = useState(false);
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value === '') setMissing(true);
        else onAnswer(Number(value));
      }}
    >
      <p ref={focusRef as RefObject<HTMLParagraphElement>} tabIndex={-1} className={styles.progress}>
        {t('flavourFinder.progress', { step: index + 1, total })}
      </p>
      <RadioGroup
        legend={question.question}
        name={`q${index + 1}`}
        value={value}
        onValueChange={(chosen) => {
          setValue(chosen);
          setMissing(false);
        }}
        options={question.options.map((option, position) => ({
          value: String(position),
          label: option.label,
        }))}
        aria-describedby={missing ? errorId : undefined}
      />
      <p id={errorId} role="alert" className={styles.alert}>
        {missing ? t('flavourFinder.chooseOne') : ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit">
          {t(index + 1 === total ? 'flavourFinder.finish' : 'flavourFinder.next')}
        </Button>
        {index > 0 && (
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('flavourFinder.back')}
          </Button>
        )}
      </div>
    </form>
  );
}

interface ResultProps {
  questions: readonly FinderQuestion[];
  answers: readonly number[];
  ranked: readonly FlavourProfile[];
  focusRef: RefObject<HTMLElement | null>;
  cartHref: string;
  shareHref: string | undefined;
  onBack: () => void;
  onRestart: () => void;
}

function Result({
  questions,
  answers,
  ranked,
  focusRef,
  cartHref,
  shareHref,
  onBack,
  onRestart,
}: ResultProps) {
  const { t } = useTranslation();
  const [best, runnerUp] = ranked as [FlavourProfile, FlavourProfile | undefined];
  const { addToCart, isAdding, error } = useAddToCart();
  const [added, setAdded] = useState(false);
  return (
    <div className={styles.result}>
      <h3 ref={focusRef as RefObject<HTMLHeadingElement>} tabIndex={-1} className={styles.heading}>
        {t('flavourFinder.result.heading', { flavour: best.flavour })}
      </h3>
      <p className={styles.text}>{t('flavourFinder.result.intro')}</p>
      <div className={styles.ratings}>
        {flavourDimensions.map((dimension) => (
          <FlavourRating
            key={dimension}
            label={t(`flavourFinder.rating.${dimension}`)}
            value={best[dimension]}
            formatValue={(value, max) => t('flavourFinder.rating.value', { value, max })}
          />
        ))}
      </div>
      {runnerUp && (
        <p className={styles.text}>{t('flavourFinder.result.alternative', { flavour: runnerUp.flavour })}</p>
      )}
      <h4 className={styles.heading}>{t('flavourFinder.result.answers')}</h4>
      <dl className={styles.answers}>
        {questions.map((question, index) => (
          <Fragment key={index}>
            <dt className={styles.term}>{question.question}</dt>
            <dd className={styles.value}>{question.options[answers[index]!]!.label}</dd>
          </Fragment>
        ))}
      </dl>
      {error && (
        <p role="alert" className={styles.alert}>
          {failureWords(t, error)}
        </p>
      )}
      <p role="status" className={styles.text}>
        {added ? t('flavourFinder.added', { flavour: best.flavour }) : ''}
      </p>
      <div className={styles.actions}>
        <Button
          loading={isAdding}
          onClick={async () => setAdded(await addToCart({ kind: 'simple', sku: best.sku, quantity: 1 }))}
        >
          {t('flavourFinder.addToCart', { flavour: best.flavour })}
        </Button>
        {added && <Link href={cartHref}>{t('flavourFinder.toCart')}</Link>}
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('flavourFinder.back')}
        </Button>
        <Button type="button" variant="secondary" onClick={onRestart}>
          {t('flavourFinder.restart')}
        </Button>
        {shareHref && <Link href={shareHref}>{t('flavourFinder.share')}</Link>}
      </div>
    </div>
  );
}
