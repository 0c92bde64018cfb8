/**
 * Feedback (spec §2 "feedback", §3 question type and content, §5 content bounds) at the foot
 * of the help centre, /help#feedback: a signed-in member sends a question with its type and
 * reads their earlier feedback with the operator's reply; a visitor is asked to log in.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@wl/contract/feedback/feedback';
import { useToken } from '../../../api/use-session';
import { errorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form/form-alert';
import { usePopups } from '../../../components/popup-context';
import { Loaded } from '../../../components/records/loaded';
import { Pager } from '../../../components/records/pager';
import { formatRecordTime } from '../../../i18n/format';
import { myFeedbackQuery, sendFeedback } from './feedback-api';
import './feedback.css';

export function FeedbackSection() {
  const { t } = useTranslation();
  const token = useToken();
  const popups = usePopups();
  return (
    <section id="feedback" className="feedback" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">{t('feedback.title')}</h2>
      {token === null ? (
        <div className="feedback__signin">
          <p>{t('feedback.signInFirst')}</p>
          <button type="button" className="btn btn--primary" onClick={() => popups.open('login')}>
            {t('header.login')}
          </button>
        </div>
      ) : (
        <>
          <FeedbackForm />
          <MyFeedback token={token} />
        </>
      )}
    </section>
  );
}

function FeedbackForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [questionType, setQuestionType] = useState<FeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = [...content.trim()].length;
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      setContent('');
      void client.invalidateQueries({ queryKey: ['feedback'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) {
      setProblem(t('feedback.bounds', { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX }));
      document.getElementById('feedback-content')?.focus();
      return;
    }
    setProblem(null);
    send.mutate({ questionType, content: content.trim() });
  };
  return (
    <form className="feedback__form" onSubmit={onSubmit} noValidate>
      <label htmlFor="feedback-type">{t('feedback.questionType')}</label>
      <select
        id="feedback-type"
        value={questionType}
        onChange={(e) =>
          setQuestionType(FEEDBACK_TYPES.find((q) => q === e.target.value) ?? 'other')
        }
      >
        {FEEDBACK_TYPES.map((q) => (
          <option key={q} value={q}>
            {t(`feedback.types.${q}`)}
          </option>
        ))}
      </select>
      <label htmlFor="feedback-content">{t('feedback.content')}</label>
      <textarea
        id="feedback-content"
        value={content}
        rows={5}
        maxLength={FEEDBACK_CONTENT_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby="feedback-count"
        onChange={(e) => setContent(e.target.value)}
      />
      <p id="feedback-count" className="feedback__hint">
        {t('feedback.count', {
          used: length,
          min: FEEDBACK_CONTENT_MIN,
          max: FEEDBACK_CONTENT_MAX,
        })}
      </p>
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {send.isError ? <FormAlert tone="error">{errorMessage(t, send.error)}</FormAlert> : null}
      {send.isSuccess ? <FormAlert tone="success">{t('feedback.sent')}</FormAlert> : null}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}

function MyFeedback({ token }: { token: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(myFeedbackQuery(token, page));
  return (
    <div className="feedback__mine">
      <h3>{t('feedback.mine')}</h3>
      <Loaded query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="feedback__hint">{t('feedback.none')}</p>
          ) : (
            <>
              <ul className="feedback__list">
                {data.list.map((f) => (
                  <li key={f.id} className="feedback__item">
                    <p className="feedback__meta">
                      <strong>{t(`feedback.types.${f.questionType}`)}</strong>
                      <span>{formatRecordTime(f.createdAt)}</span>
                      <span className={`feedback__status feedback__status--${f.status}`}>
                        {t(`feedback.status.${f.status}`)}
                      </span>
                    </p>
                    <p className="feedback__text">{f.content}</p>
                    {f.reply !== null ? (
                      <div className="feedback__reply">
                        <p className="feedback__meta">
                          <strong>{t('feedback.reply')}</strong>
                          {f.repliedAt !== null ? (
                            <span>{formatRecordTime(f.repliedAt)}</span>
                          ) : null}
                        </p>
                        <p className="feedback__text">{f.reply}</p>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
